import { createElement, type ComponentType } from 'react';
import type { ArgTypes } from '@storybook/react-vite';

/**
 * Controls for a prop that takes a piece of content (`venture={…}`): one control per field, text
 * for text, a number for a number, a select for a field with fixed choices (an icon, an accent),
 * instead of one JSON tree a designer has to edit in quotes.
 *
 * The fields are args of their own, named `<prop>.<field>`; the prop's own arg holds only what
 * they do not (lists and nested parts, in its JSON control), so no text has two controls. The
 * story draws the two put together.
 */

/** The fields of a piece that get a control of their own: its texts and numbers. */
type EditableKey<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends string | number ? K : never;
}[keyof T] &
  string;

/** What a field shows, for the fields many pieces of content share. */
const commonDescriptions = {
  eyebrow: 'The small label above the heading.',
  heading: 'The heading.',
  intro: 'The paragraph under the heading.',
  title: 'The title, as the heading of the card.',
  titleLanguage: 'The language the title is written in, when it is not the page\u2019s (read aloud in it).',
  description: 'A sentence or two about it.',
  icon: 'The icon beside it, by the name the content uses.',
} satisfies Record<string, string>;

type CommonKey = keyof typeof commonDescriptions;

/** A description for each field of `T` with a control that the common ones do not describe. */
export type FieldDescriptions<T> = Record<Exclude<EditableKey<T>, CommonKey>, string> &
  Partial<Record<EditableKey<T> & CommonKey, string>>;

/** The fields with a control that the content may leave out. */
type OptionalField<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? K : never;
}[keyof T] &
  EditableKey<T>;

/** What leaving out a field does, for the optional fields many pieces of content share. */
const commonDefaults = {
  intro: 'none: no paragraph',
  titleLanguage: 'none: the page\u2019s language',
} satisfies Record<string, string>;

type OwnOptionalField<T> = Exclude<OptionalField<T>, keyof typeof commonDefaults>;

/**
 * What leaving out each optional field does, as the props table's default ("none: a live
 * venture"). Required exactly when the piece has optional fields the common ones do not cover, so
 * the table never shows an optional field without its default.
 */
type FieldDefaults<T> = [OwnOptionalField<T>] extends [never]
  ? { defaults?: undefined }
  : { defaults: Record<OwnOptionalField<T>, string> };

type FieldOptions<T> = FieldDefaults<T> & {
  /** What each field is; the common fields (eyebrow, heading, title…) are described already. */
  describe: FieldDescriptions<T>;
  /** Fields with fixed choices, shown as a select or radio. */
  choices?: { [K in keyof T]?: readonly T[K][] };
};

/**
 * The controls of the content prop `prop`, with the fields of `sample`. `args(value)` gives a
 * story's args for one piece of content; `content` puts a piece back together from a story's args;
 * `metaFor` renders it.
 */
export function contentFields<Prop extends string, T extends object>(
  prop: Prop,
  sample: T,
  { describe, choices = {}, defaults }: FieldOptions<T>,
) {
  const defaultOf: Partial<Record<string, string>> = { ...commonDefaults, ...defaults };
  const keys = (Object.keys(sample) as (keyof T & string)[]).filter(
    (key) => typeof sample[key] === 'string' || typeof sample[key] === 'number' || key in choices,
  );
  const argName = (key: string) => `${prop}.${key}`;
  const table = { category: `${prop} fields` };
  const descriptions: Record<string, string | undefined> = { ...commonDescriptions, ...describe };
  const hasOtherParts = Object.keys(sample).length > keys.length;
  const argTypes: ArgTypes = {
    // Only the parts without a control of their own stay in the prop's JSON control (none when
    // every part has one).
    [prop]: hasOtherParts ? { table } : { table, control: false },
  };
  for (const key of keys) {
    const options = choices[key];
    const type = typeof sample[key] === 'number' ? 'number' : 'string';
    const defaultValue = defaultOf[key];
    argTypes[argName(key)] = {
      name: argName(key),
      description: descriptions[key],
      type: { name: type, required: defaultValue === undefined },
      table: defaultValue === undefined ? table : { ...table, defaultValue: { summary: defaultValue } },
      ...(options
        ? { control: { type: options.length > 3 ? 'select' : 'radio' }, options }
        : { control: { type: type === 'number' ? 'number' : 'text' } }),
    };
  }
  const args = (value: T) => {
    const rest = Object.fromEntries(
      Object.entries(value).filter(([key]) => !keys.includes(key as keyof T & string)),
    );
    return {
      [prop]: rest,
      ...Object.fromEntries(keys.map((key) => [argName(key), value[key]])),
    } as Record<Prop, T> & Record<string, unknown>;
  };
  /** The piece a story shows: the prop's parts with the fields as their controls hold them. */
  const content = (storyArgs: object): T => {
    const now = storyArgs as Record<string, unknown>;
    return {
      ...(now[prop] as T),
      ...Object.fromEntries(keys.map((key) => [key, now[argName(key)]])),
    };
  };
  return {
    argTypes,
    args,
    content,
    /** The args, controls and render of a meta whose component takes `sample` as `prop`. */
    metaFor: <Props extends object>(Component: ComponentType<Props>) => ({
      args: args(sample),
      argTypes,
      render: (storyArgs: Props) => createElement(Component, { ...storyArgs, [prop]: content(storyArgs) }),
    }),
  };
}
