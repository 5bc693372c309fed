/// <reference types="vite/client" />

/** The year the site was built; the prerendered footer shows it until the visitor's clock takes over. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** EmailJS public key; overrides the default in src/content/facts.ts at build time. */
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

/** The minified boot code every page inlines (scripts/build/pageBoot.ts). */
declare module 'virtual:page-boot' {
  const code: string;
  export default code;
}
