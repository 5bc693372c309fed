/// <reference types="vite/client" />

/** The year the site was built; the prerendered footer shows it until the visitor's clock takes over. */
declare const __BUILD_YEAR__: number;
