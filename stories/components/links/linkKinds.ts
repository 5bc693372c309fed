/** One link of each kind AppLink and ButtonLink tell apart by their href. */
export const linkKinds = [
  { kind: 'internal', href: '/terms', text: 'Terms of use' },
  { kind: 'external', href: 'https://example.com/talks', text: 'Talk recordings' },
  { kind: 'mailto:', href: 'mailto:hello@example.com', text: 'hello@example.com' },
  { kind: 'tel:', href: 'tel:+4940123456', text: '+49 40 123456' },
] as const;
