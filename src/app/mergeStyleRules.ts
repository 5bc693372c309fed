/**
 * The prerendered page's component CSS with each rule that several components share written once.
 *
 * Emotion gives every styled element one class and writes all of its rules under it, so every
 * button carries its own copy of `.css-…::-moz-focus-inner{border-style:none;}` and of its focus
 * ring. Here the copies of a rule that differ only in that class become one rule listing each
 * class (`.css-a:hover,.css-b:hover{…}`), where the first copy stood.
 *
 * Moving a rule earlier changes the page only where another rule between its two places could style
 * the same element, with the same specificity and a property of the same family: then the later of
 * two equal rules would no longer win. Such a copy stays where it is. Every element carries exactly
 * one of Emotion's classes, so rules of two different classes meet only through a selector that
 * reaches further (a descendant, or the children of one class and that class's element itself).
 *
 * Within a rule, a declaration that a later one of the same property overrides is left out first.
 */

/**
 * Calls `visit` with each character of `text` that is not inside quotes, and its index; returns
 * whether every quote was closed.
 */
function forEachUnquoted(text: string, visit: (char: string, index: number) => void): boolean {
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (!quote && (char === '"' || char === "'")) quote = char;
    else if (!quote) visit(char, index);
    else if (char === '\\') index++;
    else if (char === quote) quote = '';
  }
  return quote === '';
}

/** The top-level parts of a CSS text: rules and at-rule blocks, braces in quotes ignored. */
function topLevelParts(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const closed = forEachUnquoted(css, (char, index) => {
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      parts.push(css.slice(start, index + 1));
      start = index + 1;
    }
  });
  if (depth !== 0 || !closed || css.slice(start).trim()) throw new Error('The CSS is not balanced.');
  return parts;
}

/** Splits at `separator` outside brackets, parentheses and quotes (selector lists, declarations). */
function splitOutside(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  forEachUnquoted(text, (char, index) => {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      pieces.push(text.slice(start, index));
      start = index + 1;
    }
  });
  pieces.push(text.slice(start));
  return pieces;
}

interface Rule {
  selector: string;
  body: string;
}

/** A rule, or an at-rule holding rules (`@media …{a{…}b{…}}`); null for anything nested deeper. */
function parsePart(part: string): { prelude: string | null; rules: Rule[] } | null {
  const open = part.indexOf('{');
  const toRule = (text: string): Rule => {
    const brace = text.indexOf('{');
    return { selector: text.slice(0, brace), body: text.slice(brace + 1, -1) };
  };
  const rules = part.startsWith('@') ? topLevelParts(part.slice(open + 1, -1)).map(toRule) : [toRule(part)];
  if (rules.some(({ selector, body }) => body.includes('{') || selector.startsWith('@'))) return null;
  return { prelude: part.startsWith('@') ? part.slice(0, open) : null, rules };
}

/** A part written back from what parsePart read. */
function writePart(prelude: string | null, rules: Rule[]): string {
  const text = rules.map(({ selector, body }) => `${selector}{${body}}`).join('');
  return prelude === null ? text : `${prelude}{${text}}`;
}

/** The declarations of a block (`color:red;margin:0;`), each without its `;`. */
const declarationsOf = (body: string) =>
  splitOutside(body, ';').filter((declaration) => declaration.includes(':'));

/** The property a declaration sets. */
const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();

/**
 * A declaration block without the declarations that a later one of the same property overrides:
 * MUI's layers of styles for one element set its padding, font size or radius two or three times.
 */
function withoutOverridden(body: string): string {
  const declarations = declarationsOf(body);
  const important = (declaration: string) => /!\s*important\s*$/.test(declaration);
  return declarations
    .filter(
      (declaration, index) =>
        !declarations
          .slice(index + 1)
          .some(
            (later) =>
              propertyOf(later) === propertyOf(declaration) && (important(later) || !important(declaration)),
          ),
    )
    .map((declaration) => `${declaration};`)
    .join('');
}

/** A part with each of its rules' overridden declarations left out. */
function compacted(part: string): string {
  const parsed = parsePart(part);
  if (!parsed) return part;
  return writePart(
    parsed.prelude,
    parsed.rules.map(({ selector, body }) => ({ selector, body: withoutOverridden(body) })),
  );
}

const classPattern = /\.css-[a-z0-9]+/g;

/** Specificity of one selector, as a number that compares like the (ids, classes, types) triple. */
function specificity(selector: string): number {
  let ids = 0;
  let classes = 0;
  let types = 0;
  let rest = selector.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, '');
  rest = rest.replace(/:(?:not|is|has)\(((?:[^()]|\([^()]*\))*)\)/g, (_, argument: string) => {
    const most = Math.max(...splitOutside(argument, ',').map(specificity));
    ids += Math.floor(most / 1e6);
    classes += Math.floor(most / 1e3) % 1e3;
    types += most % 1e3;
    return '';
  });
  /** Takes every match of `pattern` out of the selector and counts them. */
  const take = (pattern: RegExp) => {
    let found = 0;
    rest = rest.replace(pattern, () => {
      found++;
      return ' ';
    });
    return found;
  };
  classes += take(/\[[^\]]*\]/g);
  types += take(/::[\w-]+/g);
  ids += take(/#[\w-]+/g);
  classes += take(/\.[\w-]+/g) + take(/:[\w-]+/g);
  types += rest.split(/[\s>+~]+/).filter((compound) => /^[a-zA-Z]/.test(compound)).length;
  return ids * 1e6 + classes * 1e3 + types;
}

/** The elements one selector can style: its own class's element, that class's children, or any. */
interface Reach {
  specificity: number;
  kind: 'own' | 'children' | 'any';
  className: string | null;
}

function reachOf(selector: string): Reach {
  const compounds = selector.trim().split(/\s*([>+~]|\s)\s*/);
  const subject = compounds[compounds.length - 1] ?? '';
  const own = subject.match(classPattern)?.[0];
  if (own) return { specificity: specificity(selector), kind: 'own', className: own };
  const parent =
    compounds.length === 3 && compounds[1] === '>' ? compounds[0]?.match(/^\.css-[a-z0-9]+/) : null;
  if (parent) return { specificity: specificity(selector), kind: 'children', className: parent[0] };
  return { specificity: specificity(selector), kind: 'any', className: null };
}

/** Two reaches can style one element: neither is bounded, or they are bounded by the same class. */
const mayMeet = (a: Reach, b: Reach) =>
  a.kind === 'any' || b.kind === 'any' || a.kind !== b.kind || a.className === b.className;

/** Shorthands whose parts are named otherwise (`inset` and `top`, `gap` and `row-gap`, `font` and `line-height`). */
const familyOfRoot: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  place: 'align',
  justify: 'align',
  line: 'font',
};

/**
 * `padding-top` and `padding` are one family: a shorthand and its parts override each other. `all`
 * is of every family (see wouldOverride).
 */
function propertyFamily(property: string): string {
  if (property.startsWith('--')) return property;
  const root = property.replace(/^-\w+-/, '').split('-')[0] ?? property;
  return familyOfRoot[root] ?? root;
}

interface Part {
  text: string;
  /** The one Emotion class the part styles, when it styles exactly one. */
  className: string | null;
  /** The part with its class taken out: equal for copies of one rule. */
  template: string | null;
  /** The property families the part sets; null when it could not be read (any, then). */
  families: Set<string> | null;
  /** The elements its selectors can style; null when it could not be read (any, then). */
  reaches: Reach[] | null;
}

const placeholder = '\u0000';

function describe(text: string): Part {
  const classNames = new Set(text.match(classPattern));
  const parsed = parsePart(text);
  const families = parsed
    ? new Set(
        parsed.rules.flatMap(({ body }) => declarationsOf(body).map((d) => propertyFamily(propertyOf(d)))),
      )
    : null;
  const className = classNames.size === 1 ? [...classNames][0] : null;
  return {
    text,
    className: className ?? null,
    template: className && parsed ? text.split(className).join(placeholder) : null,
    families,
    reaches: parsed?.rules.flatMap(({ selector }) => splitOutside(selector, ',').map(reachOf)) ?? null,
  };
}

/** Whether moving `moved` before `between` could change what styles some element. */
function wouldOverride(between: Part, moved: Part): boolean {
  if (!between.families || !moved.families || !between.reaches || !moved.reaches) return true;
  const setsAll = between.families.has('all') || moved.families.has('all');
  if (!setsAll && ![...moved.families].some((family) => between.families?.has(family))) return false;
  return moved.reaches.some((a) =>
    (between.reaches ?? []).some((b) => a.specificity === b.specificity && mayMeet(a, b)),
  );
}

/** One rule (or at-rule) for several classes: each selector written once per class. */
function writeMerged(template: string, classNames: string[]): string {
  const parsed = parsePart(template);
  if (!parsed) throw new Error('A merged rule must be readable.');
  const expand = (selector: string) =>
    classNames
      .flatMap((name) => splitOutside(selector, ',').map((each) => each.split(placeholder).join(name)))
      .join(',');
  return writePart(
    parsed.prelude,
    parsed.rules.map(({ selector, body }) => ({ selector: expand(selector), body })),
  );
}

export function mergeStyleRules(css: string): string {
  const parts = topLevelParts(css).map(compacted).map(describe);
  /** For each template, the index of the part later copies join, and the classes gathered there. */
  const gatheringAt = new Map<string, number>();
  const classesAt = new Map<number, string[]>();
  const joined = new Set<number>();
  parts.forEach((part, index) => {
    const { template, className } = part;
    if (!template || !className) return;
    const first = gatheringAt.get(template);
    const canJoin =
      first !== undefined && !parts.slice(first + 1, index).some((between) => wouldOverride(between, part));
    if (first !== undefined && canJoin) {
      classesAt.get(first)?.push(className);
      joined.add(index);
    } else {
      gatheringAt.set(template, index);
      classesAt.set(index, [className]);
    }
  });
  return parts
    .map((part, index) => {
      if (joined.has(index)) return '';
      const classNames = classesAt.get(index);
      return classNames && classNames.length > 1 && part.template
        ? writeMerged(part.template, classNames)
        : part.text;
    })
    .join('');
}
