import type { SiteContent } from '@/content/types';

/**
 * One link of each kind AppLink and ButtonLink tell apart by their href (`kind` names it on the
 * boards), with the content's own texts so that the toolbar's language switches them, and a site
 * path to force into a new tab.
 */
export function sampleLinks({ footer, hero, owner }: SiteContent) {
  const [internal, forcedExternal] = footer.legalLinks;
  if (!internal || !forcedExternal) throw new Error('The footer needs at least two legal links.');
  return {
    kinds: [
      { kind: `internal · ${internal.href}`, href: internal.href, text: internal.label },
      { kind: 'external · new tab', href: hero.resume.href, text: hero.resume.label },
      { kind: 'mailto:', href: `mailto:${owner.email}`, text: owner.email },
      { kind: 'tel:', href: 'tel:+4940123456', text: '+49 40 123456' },
    ] as const,
    forcedExternal: { href: forcedExternal.href, text: forcedExternal.label },
  };
}
