import { describe, expect, it } from 'vitest';
import { mergeStyleRules } from '@/app/mergeStyleRules';

describe('mergeStyleRules', () => {
  it("writes a rule two components share once, where the first one's stood", () => {
    const css =
      '.css-a{color:red;}.css-a::-moz-focus-inner{border-style:none;}' +
      '.css-b{color:blue;}.css-b::-moz-focus-inner{border-style:none;}';
    expect(mergeStyleRules(css)).toBe(
      '.css-a{color:red;}.css-a::-moz-focus-inner,.css-b::-moz-focus-inner{border-style:none;}' +
        '.css-b{color:blue;}',
    );
  });

  it('writes every selector of a list, and every rule of an at-rule, once per class', () => {
    const media = (name: string) =>
      `@media (min-width:600px){.${name}{flex-direction:row;}.${name}>:not(style){margin:0;}}`;
    const focus = (name: string) =>
      `.${name}.Mui-focusVisible,[data-static-part] .${name}:focus-visible{outline:0;}`;
    expect(mergeStyleRules(media('css-a') + focus('css-a') + media('css-b') + focus('css-b'))).toBe(
      '@media (min-width:600px){.css-a,.css-b{flex-direction:row;}.css-a>:not(style),.css-b>:not(style){margin:0;}}' +
        '.css-a.Mui-focusVisible,[data-static-part] .css-a:focus-visible,.css-b.Mui-focusVisible,[data-static-part] .css-b:focus-visible{outline:0;}',
    );
  });

  it('writes a declaration several classes share once, each class keeping what is its own', () => {
    expect(
      mergeStyleRules(
        '.css-a{display:inline-flex;align-items:center;color:red;}' +
          '.css-b{display:inline-flex;align-items:center;color:blue;}',
      ),
    ).toBe('.css-a,.css-b{display:inline-flex;align-items:center;}.css-a{color:red;}.css-b{color:blue;}');
    // Not when the longer selector costs more than the declarations written once save.
    const short = '.css-a{margin:0;color:red;}.css-b{margin:0;color:blue;}';
    expect(mergeStyleRules(short)).toBe(short);
    // Written beside the rest of its selector's only past declarations of other families.
    expect(
      mergeStyleRules(
        '.css-a{display:flex;padding:0;padding-top:8px;}.css-b{display:flex;padding-top:8px;margin:1px;}',
      ),
    ).toBe(
      '.css-a,.css-b{display:flex;}.css-a{padding:0;}.css-a,.css-b{padding-top:8px;}.css-b{margin:1px;}',
    );
    // Nor past a declaration of its family in its own rule, which it must still follow.
    const ownRule = '.css-a{border-color:red;}.css-b{border:0;border-color:red;}';
    expect(mergeStyleRules(ownRule)).toBe(ownRule);
  });

  it('leaves a copy where it is when a rule between could be overridden by it: the same element, specificity and property', () => {
    // The second padding rule must stay after .css-b's own padding, which it overrides (the two
    // rules of .css-b, side by side, are written as one).
    expect(mergeStyleRules('.css-a{padding:8px;}.css-b{padding:0;}.css-b{padding:8px;}')).toBe(
      '.css-a{padding:8px;}.css-b{padding:8px;}',
    );
    // A shorthand and its part are one property: padding-top would no longer win over padding.
    expect(mergeStyleRules('.css-a{padding-top:8px;}.css-b{padding:0;}.css-b{padding-top:8px;}')).toBe(
      '.css-a{padding-top:8px;}.css-b{padding:0;padding-top:8px;}',
    );
    // Shorthands whose parts are named otherwise: row-gap, top and line-height would no longer win.
    for (const [shorthand, part] of [
      ['gap:0', 'row-gap:8px'],
      ['inset:0', 'top:8px'],
      ['font:12px serif', 'line-height:2'],
      ['all:unset', 'color:red'],
    ]) {
      const named = `.css-a{${part};}.css-b{${shorthand};}.css-b{${part};}`;
      expect(mergeStyleRules(named)).toBe(`.css-a{${part};}.css-b{${shorthand};${part};}`);
    }
    // A rule that reaches any descendant may style .css-b's element too.
    const descendant = '.css-a:hover{color:red;}.css-c .MuiChip-label{color:blue;}.css-b:hover{color:red;}';
    expect(mergeStyleRules(descendant)).toBe(descendant);
  });

  it('moves a copy past rules it cannot override: another element, another specificity or other properties', () => {
    const css =
      '.css-a:hover{color:red;}' +
      '.css-c{color:green;}' + // another element
      '.css-b{color:blue;}' + // lower specificity than .css-b:hover
      '.css-b:focus{margin:0;}' + // other properties
      '.css-b:hover{color:red;}';
    expect(mergeStyleRules(css)).toBe(
      '.css-a:hover,.css-b:hover{color:red;}.css-c{color:green;}.css-b{color:blue;}.css-b:focus{margin:0;}',
    );
  });

  it('leaves alone what styles several classes or none, and a rule it cannot read', () => {
    const css =
      '@keyframes ripple{0%{opacity:0;}100%{opacity:1;}}' +
      '.css-a .css-b{margin:0;}.css-c .css-d{margin:0;}' +
      // A brace in quotes does not end the rule; such a rule is kept as written.
      '.css-a::before{content:"{";}.css-b::before{content:"{";}';
    expect(mergeStyleRules(css)).toBe(css);
  });

  it('leaves out a declaration that a later one of the same property overrides in its rule', () => {
    expect(
      mergeStyleRules(
        '.css-a{padding:6px 16px;color:inherit;padding-inline:4px;padding:8px 22px;color:var(--x);}' +
          '@media (hover:hover){.css-a:hover{--bg:red;--bg:blue;}}',
      ),
    ).toBe(
      '.css-a{padding-inline:4px;padding:8px 22px;color:var(--x);}@media (hover:hover){.css-a:hover{--bg:blue;}}',
    );
    // An important declaration is overridden only by another important one.
    expect(mergeStyleRules('.css-a{color:red!important;color:blue;}')).toBe(
      '.css-a{color:red!important;color:blue;}',
    );
    expect(mergeStyleRules('.css-a{color:red!important;color:blue !important;}')).toBe(
      '.css-a{color:blue !important;}',
    );
  });
});
