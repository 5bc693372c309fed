import { describe, expect, it } from 'vitest';
import { contrastRatio, onBackground } from '../../stories/theme/contrast';

describe('contrastRatio (the tokens page figures)', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(contrastRatio('#000000', '#FFFFFF'));
  });

  it('matches a published value (#767676 on white is the lightest grey that passes AA)', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('refuses colours it cannot read', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});

describe('onBackground (a tint as it shows on the page)', () => {
  it('mixes a tint into the background and leaves an opaque colour alone', () => {
    expect(onBackground('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toBe('#808080');
    expect(onBackground('rgba(64, 73, 204, 0)', '#0D1117')).toBe('#0D1117');
    expect(onBackground('#4049CC', '#FFFFFF')).toBe('#4049CC');
  });
});
