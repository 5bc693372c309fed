/**
 * The content images, as responsive AVIF and WebP variants. `npm run images` makes the variants
 * (`images/generated/<name>-<width>.<format>`) from the sources in `images/source/` and records each
 * image's size and widths in `images/manifest.json`; this module turns a name into URLs.
 */
import manifestJson from './images/manifest.json';

export interface ResponsiveImage {
  /** Intrinsic size of the source, for width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** Fallback URL: the WebP variant of the middle width. */
  src: string;
  /** One entry per format, best first: AVIF then WebP. srcSet lists every width ("url 480w, ..."). */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

interface ManifestEntry {
  width: number;
  height: number;
  widths: number[];
}

const manifest = new Map<string, ManifestEntry>(Object.entries(manifestJson));

/**
 * Every variant's URL, keyed by its path relative to this file. `?url` gives a hashed asset URL in
 * builds (client and SSR) and a dev-server path in dev, Vitest and Storybook; `no-inline` keeps even
 * the smallest variants as files rather than data: URIs.
 */
const variantUrls = import.meta.glob<string>('./images/generated/**/*.{avif,webp}', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const FORMATS = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
] as const;

/** Names of every image in the manifest, e.g. "artworks/tidal-memory". */
export const knownImageNames: ReadonlySet<string> = new Set(manifest.keys());

function variantUrl(name: string, width: number, ext: 'avif' | 'webp'): string {
  const file = `./images/generated/${name}-${width}.${ext}`;
  const url = variantUrls[file];
  if (url === undefined) {
    throw new Error(
      `Image "${name}" is missing its ${width}px ${ext.toUpperCase()} variant (src/content/images/generated/${name}-${width}.${ext}); run \`npm run images\`.`,
    );
  }
  return url;
}

/** The variants of a named image; throws an Error naming the image if it is not in the manifest or a variant file is missing. */
export function getResponsiveImage(name: string): ResponsiveImage {
  const entry = manifest.get(name);
  if (entry === undefined) {
    throw new Error(
      `Image "${name}" is not in src/content/images/manifest.json; add its source under src/content/images/source/ and run \`npm run images\`.`,
    );
  }
  const widths = [...entry.widths].sort((a, b) => a - b);
  const middle = widths[Math.floor(widths.length / 2)];
  if (middle === undefined) {
    throw new Error(
      `Image "${name}" has no widths in src/content/images/manifest.json; run \`npm run images\`.`,
    );
  }
  return {
    width: entry.width,
    height: entry.height,
    src: variantUrl(name, middle, 'webp'),
    sources: FORMATS.map(({ type, ext }) => ({
      type,
      srcSet: widths.map((w) => `${variantUrl(name, w, ext)} ${w}w`).join(', '),
    })),
  };
}
