/**
 * How much of a variable font's weight axis a subset keeps. Pure functions, unit-tested.
 */

export interface AxisRange {
  min: number;
  default: number;
  max: number;
}

/** The `wght` axis of an SFNT (TrueType/OpenType) font, read from its `fvar` table. */
export function readWeightAxis(sfnt: Uint8Array): AxisRange | undefined {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tag = (offset: number) => String.fromCharCode(...sfnt.subarray(offset, offset + 4));
  const fixed = (offset: number) => view.getInt32(offset) / 65536;
  const numTables = view.getUint16(4);
  for (let record = 12; record < 12 + numTables * 16; record += 16) {
    if (tag(record) !== 'fvar') continue;
    const fvar = view.getUint32(record + 8);
    const axesOffset = fvar + view.getUint16(fvar + 4);
    const axisCount = view.getUint16(fvar + 8);
    const axisSize = view.getUint16(fvar + 10);
    for (let axis = axesOffset; axis < axesOffset + axisCount * axisSize; axis += axisSize) {
      if (tag(axis) === 'wght')
        return { min: fixed(axis + 4), default: fixed(axis + 8), max: fixed(axis + 12) };
    }
  }
  return undefined;
}

/**
 * The weight range a subset keeps, for weights `used` of a font whose axis is `axis`.
 *
 * `exact` only drops a whole side of the axis (below or above the default weight) that no used
 * weight falls in. The side that is kept keeps its variation data untouched, so every weight
 * renders exactly as with the full font. `tight` keeps only the used range: smaller, but the
 * instancer has to re-scale and round the variation deltas, which moves outlines by a fraction of
 * a pixel (measured here: enough to fail the visual baselines, invisible to the eye).
 */
export function keptWeights(
  used: readonly [number, number],
  axis: AxisRange,
  cut: 'exact' | 'tight',
): readonly [number, number] {
  const [min, max] = used;
  if (min < axis.min || max > axis.max) {
    throw new Error(
      `Weights ${String(min)}–${String(max)} are outside the font's ${String(axis.min)}–${String(axis.max)}.`,
    );
  }
  if (cut === 'tight') return used;
  return [min < axis.default ? axis.min : axis.default, max > axis.default ? axis.max : axis.default];
}
