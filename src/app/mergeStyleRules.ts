/**
 * The prerendered page's component CSS with what several components share written once.
 *
 * Emotion gives every styled element one class and writes all of its rules under it, so every
 * button carries its own copy of `.css-…::-moz-focus-inner{border-style:none;}`, of its focus ring
 * and of the two dozen declarations every MUI button starts with. Here a declaration that several
 * classes' rules hold alike (the same selector but for the class, in the same at-rule) is written
 * once, in a rule listing each class (`.css-a,.css-b{display:inline-flex;}`), where the first
 * class's stood; each class's rule keeps what is its own. A declaration shared by too few classes
 * to pay for the longer selector stays in each rule.
 *
 * Moving a declaration earlier changes the page only where another rule between its two places
 * could style the same element, with the same specificity and a property of the same family: then
 * the later of two equal declarations would no longer win. Such a copy stays where it is. Every
 * element carries exactly one of Emotion's classes, so rules of two different classes meet only
 * through a selector that reaches further (a descendant, or the children of one class and that
 * class's element itself).
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
  /** The index of the rule (or at-rule) of Emotion's CSS this part was split from. */
  origin: number;
  /** The at-rule around it (`@media …`), or null; its rule (selector and one declaration), or null when unread. */
  prelude: string | null;
  rule: Rule | null;
  /** The one Emotion class the part styles, when it styles exactly one. */
  className: string | null;
  /** The part with its class taken out: equal for copies of one declaration. */
  template: string | null;
  /** The property families the part sets; null when it could not be read (any, then). */
  families: Set<string> | null;
  /** The elements its selectors can style; null when it could not be read (any, then). */
  reaches: Reach[] | null;
}

const placeholder = '\u0000';

function describe(
  text: string,
  origin: number,
  prelude: string | null = null,
  rule: Rule | null = null,
): Part {
  const classNames = new Set(text.match(classPattern));
  const className = classNames.size === 1 ? ([...classNames][0] ?? null) : null;
  return {
    text,
    origin,
    prelude,
    rule,
    className,
    template: className && rule ? text.split(className).join(placeholder) : null,
    families: rule ? new Set(declarationsOf(rule.body).map((d) => propertyFamily(propertyOf(d)))) : null,
    reaches: rule ? splitOutside(rule.selector, ',').map(reachOf) : null,
  };
}

/** A rule or at-rule as parts of one declaration each; one it cannot read stays one part. */
function split(text: string, origin: number): Part[] {
  const parsed = parsePart(text);
  if (!parsed) return [describe(text, origin)];
  return parsed.rules.flatMap(({ selector, body }) =>
    declarationsOf(body).map((declaration) => {
      const rule = { selector, body: `${declaration};` };
      return describe(writePart(parsed.prelude, [rule]), origin, parsed.prelude, rule);
    }),
  );
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

/**
 * The parts that set each property family, by index, so that a move checks only the parts between
 * that could conflict with it. Parts that set `all` or could not be read are listed under every family.
 */
function partsByFamily(parts: Part[]): (families: Set<string>, from: number, to: number) => Part[] {
  const byFamily = new Map<string, number[]>();
  const everyFamily: number[] = [];
  parts.forEach((part, index) => {
    if (!part.families || part.families.has('all')) everyFamily.push(index);
    else {
      for (const family of part.families) {
        const indices = byFamily.get(family) ?? [];
        indices.push(index);
        byFamily.set(family, indices);
      }
    }
  });
  const within = (indices: number[], from: number, to: number) => indices.filter((i) => i > from && i < to);
  return (families, from, to) => {
    const found = new Set(within(everyFamily, from, to));
    if (families.has('all')) return parts.slice(from + 1, to);
    for (const family of families)
      for (const index of within(byFamily.get(family) ?? [], from, to)) found.add(index);
    return [...found].map((index) => parts[index]).filter((part): part is Part => part !== undefined);
  };
}

/** A part's rule for several classes: its selector written once per class. */
function forClasses(part: Part, classNames: string[]): Rule {
  if (!part.rule || !part.template) throw new Error('Only a part read whole is written for several classes.');
  const selectors = splitOutside(part.rule.selector, ',');
  const own = part.className ?? '';
  return {
    selector: classNames.flatMap((name) => selectors.map((each) => each.split(own).join(name))).join(','),
    body: part.rule.body,
  };
}

interface Written {
  origin: number;
  prelude: string | null;
  rule: Rule | null;
  text: string;
}

/**
 * The parts of one rule of Emotion's CSS, each moved up beside the last one of its selector before
 * it when it passes no declaration of its property family (which must keep its place before or
 * after it): so each selector's declarations are written as few rules as they can be.
 */
function groupedBySelector(run: Written[]): Written[] {
  const familyOf = ({ rule }: Written) => (rule ? propertyFamily(propertyOf(rule.body)) : 'all');
  const oneFamily = (a: Written, b: Written) =>
    familyOf(a) === familyOf(b) || familyOf(a) === 'all' || familyOf(b) === 'all';
  const grouped: Written[] = [];
  for (const each of run) {
    const beside = grouped.findLastIndex((other) => other.rule?.selector === each.rule?.selector) + 1;
    const passes = grouped.slice(beside);
    if (beside > 0 && !passes.some((other) => oneFamily(other, each))) grouped.splice(beside, 0, each);
    else grouped.push(each);
  }
  return grouped;
}

/** The parts written back, each run of one at-rule as one block and each run of one selector as one rule. */
function writeAll(written: Written[]): string {
  const pieces: (string | { prelude: string | null; rules: Rule[] })[] = [];
  for (const { prelude, rule, text } of written) {
    const block = pieces[pieces.length - 1];
    if (!rule) pieces.push(text);
    else if (typeof block !== 'object' || block.prelude !== prelude)
      pieces.push({ prelude, rules: [{ ...rule }] });
    else {
      const last = block.rules[block.rules.length - 1];
      if (last?.selector === rule.selector) last.body += rule.body;
      else block.rules.push({ ...rule });
    }
  }
  return pieces
    .map((piece) =>
      typeof piece === 'string'
        ? piece
        : // Rules joined back into one may repeat a property: the later one stays.
          writePart(
            piece.prelude,
            piece.rules.map((rule) => ({ ...rule, body: withoutOverridden(rule.body) })),
          ),
    )
    .join('');
}

/** Which parts join which: each joined part's index, to the index of the part it joins. */
type Joins = Map<number, number>;

/**
 * Each part that copies an earlier one but for its class joins the first copy, unless a part
 * between them could be overridden by it.
 */
function gather(parts: Part[]): Joins {
  const settingBetween = partsByFamily(parts);
  const gatheringAt = new Map<string, number>();
  const joins: Joins = new Map();
  parts.forEach((part, index) => {
    const { template, families } = part;
    if (!template || !families) return;
    const first = gatheringAt.get(template);
    const canJoin =
      first !== undefined &&
      !settingBetween(families, first, index).some((between) => wouldOverride(between, part));
    if (first !== undefined && canJoin) joins.set(index, first);
    else gatheringAt.set(template, index);
  });
  return joins;
}

/** The items by key, in the order they come. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The declarations' length in all of `parts`. */
const declarationsLength = (parts: Part[]) =>
  parts.reduce((sum, part) => sum + (part.rule?.body.length ?? 0), 0);

/**
 * The joins that make the CSS shorter. The declarations that join the parts of one rule, from the
 * same classes, are written as one rule: it pays when the declarations written once save more
 * than its longer selector adds, counting the rules (and at-rules) that the joins empty.
 */
function joinsThatPay(parts: Part[], joins: Joins): Joins {
  const at = (index: number): Part => {
    const part = parts[index];
    if (!part) throw new Error(`No part ${String(index)}.`);
    return part;
  };
  const joinedTo = new Map<number, number[]>();
  for (const [index, first] of joins) joinedTo.set(first, [...(joinedTo.get(first) ?? []), index]);
  const classesOf = (first: number) =>
    [first, ...(joinedTo.get(first) ?? [])].map((index) => at(index).className ?? '');
  const ruleOf = (part: Part) => `${String(part.origin)}\u0001${part.rule?.selector ?? ''}`;
  const originOf = (part: Part) => String(part.origin);
  const rules = groupBy(parts, ruleOf);
  const origins = groupBy(parts, originOf);
  // The parts others joined, by their rule and the classes that joined them: one rule each.
  const sharedRules = groupBy([...joinedTo.keys()], (first) =>
    [ruleOf(at(first)), ...classesOf(first)].join('\u0002'),
  );
  const paying: Joins = new Map(joins);
  for (const firsts of sharedRules.values()) {
    const [first] = firsts;
    if (first === undefined) continue;
    const joined = firsts.flatMap((index) => joinedTo.get(index) ?? []);
    const members = [...firsts, ...joined].map(at);
    // Separately: every declaration, and the selector (and at-rule) of each rule the joins empty.
    let separately = declarationsLength(members);
    for (const [key, inRule] of groupBy(members, ruleOf)) {
      if (inRule.length === rules.get(key)?.length) separately += (inRule[0]?.rule?.selector.length ?? 0) + 2;
    }
    const prelude = at(first).prelude;
    for (const [key, inOrigin] of groupBy(members, originOf)) {
      if (prelude && inOrigin.length === origins.get(key)?.length) separately += prelude.length + 2;
    }
    const selector = forClasses(at(first), classesOf(first)).selector;
    const together = selector.length + 2 + declarationsLength(firsts.map(at));
    if (together >= separately) for (const index of joined) paying.delete(index);
  }
  return paying;
}

export function mergeStyleRules(css: string): string {
  const parts = topLevelParts(css)
    .map(compacted)
    .flatMap((part, origin) => split(part, origin));
  const joins = joinsThatPay(parts, gather(parts));
  const classesAt = new Map<number, string[]>();
  for (const [index, first] of joins) {
    const own = parts[first]?.className ?? '';
    classesAt.set(first, [...(classesAt.get(first) ?? [own]), parts[index]?.className ?? '']);
  }
  const written: Written[] = [];
  parts.forEach((part, index) => {
    if (joins.has(index)) return;
    const classNames = classesAt.get(index);
    const rule = part.rule && classNames ? forClasses(part, classNames) : part.rule;
    written.push({ origin: part.origin, prelude: part.prelude, rule, text: part.text });
  });
  const runs: Written[][] = [];
  for (const each of written) {
    const run = runs[runs.length - 1];
    if (run && run[0]?.origin === each.origin && each.rule) run.push(each);
    else runs.push([each]);
  }
  return writeAll(runs.flatMap((run) => (run.length > 1 ? groupedBySelector(run) : run)));
}
