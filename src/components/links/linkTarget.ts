/** Props that make an anchor open in a new tab without giving the new page access to this one. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

export type LinkTarget =
  | { kind: 'internal' }
  | { kind: 'external'; anchorProps: typeof newTabProps }
  | { kind: 'plain'; anchorProps: Record<string, never> };

/** Decides how a link is rendered from its href: a route, a new-tab external link, or a plain anchor. */
export function linkTarget(href: string, forceNewTab = false): LinkTarget {
  if (href.startsWith('/') && !href.startsWith('//') && !forceNewTab) return { kind: 'internal' };
  if (forceNewTab || /^(https?:)?\/\//.test(href)) return { kind: 'external', anchorProps: newTabProps };
  return { kind: 'plain', anchorProps: {} };
}
