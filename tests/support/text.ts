/** Cuts a string to at most `max` UTF-16 code units (what `maxLength` counts) without splitting a code point. */
export function fitTo(text: string, max: number): string {
  let out = '';
  for (const codePoint of text) {
    if (out.length + codePoint.length > max) break;
    out += codePoint;
  }
  return out;
}
