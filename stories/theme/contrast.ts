/** WCAG 2 relative luminance of an `#RRGGBB` colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque `#RRGGBB` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string) {
  if (!/^#[0-9a-f]{6}$/i.test(foreground) || !/^#[0-9a-f]{6}$/i.test(background)) {
    throw new Error(`Contrast needs two #RRGGBB colours, got ${foreground} and ${background}.`);
  }
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * A contrast ratio as the tables show it: two decimals, cut rather than rounded, so a ratio just
 * below a threshold never reads as meeting it (4.497 is "4.49:1", not "4.50:1" beside "Fail").
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * A colour as it shows on an opaque background: `#RRGGBB` as it is, `rgba(r, g, b, a)` mixed
 * into the background (a state's tint on the page), as `#RRGGBB`.
 */
export function onBackground(colour: string, background: string): string {
  const tinted = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (!tinted) return colour;
  const [, ...parts] = tinted;
  const [r = 0, g = 0, b = 0, alpha = 1] = parts.map(Number);
  const channel = (value: number, start: number) => {
    const under = parseInt(background.slice(start, start + 2), 16);
    return Math.round(value * alpha + under * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(r, 1)}${channel(g, 3)}${channel(b, 5)}`.toUpperCase();
}
