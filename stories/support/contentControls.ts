import { createElement, type ComponentType } from 'react';
import type { ArgTypes } from '@storybook/react-vite';

/**
 * Controls for a prop that takes a piece of content (`venture={…}`): one control per field, text
 * for text, a number for a number, a select for a field with fixed choices (an icon, an accent),
 * instead of one JSON tree a designer has to edit in quotes. Lists and nested parts stay in the
 * prop's own JSON control.
 *
 * The fields are args of their own, named `<prop>.<field>`. A field a designer has not touched
 * follows the prop (so the toolbar's language still switches it); a field they changed wins.
 */

type Choices<T> = { [K in keyof T]?: readonly T[K][] };

const isEditable = (value: unknown) => typeof value === 'string' || typeof value === 'number';

function fieldKeys<T extends object>(sample: T, choices: Choices<T>) {
  return (Object.keys(sample) as (keyof T & string)[]).filter(
    (key) => isEditable(sample[key]) || key in choices,
  );
}

/**
 * The controls of the content prop `prop`, with the fields of `sample` (fields with `choices` as
 * a select or radio). `args(value)` gives a story's args for one piece of content; `metaFor`
 * renders the piece with what the designer changed.
 */
export function contentFields<Prop extends string, T extends object>(
  prop: Prop,
  sample: T,
  choices: Choices<T> = {},
) {
  const keys = fieldKeys(sample, choices);
  const argName = (key: string) => `${prop}.${key}`;
  const table = { category: `${prop} fields` };
  const argTypes: ArgTypes = {
    // The whole piece stays editable as JSON (lists, links); its fields have controls of their own.
    [prop]: { table },
  };
  for (const key of keys) {
    const options = choices[key];
    const type = typeof sample[key] === 'number' ? 'number' : 'string';
    argTypes[argName(key)] = {
      name: argName(key),
      type,
      table,
      ...(options
        ? { control: { type: options.length > 3 ? 'select' : 'radio' }, options }
        : { control: { type: type === 'number' ? 'number' : 'text' } }),
    };
  }
  const args = (value: T) =>
    ({
      [prop]: value,
      ...Object.fromEntries(keys.map((key) => [argName(key), value[key]])),
    }) as Record<Prop, T> & Record<string, unknown>;
  const content = (storyArgs: object, initialArgs: object): T => {
    const now = storyArgs as Record<string, unknown>;
    const initial = initialArgs as Record<string, unknown>;
    const edited = keys.filter((key) => now[argName(key)] !== initial[argName(key)]);
    return { ...(now[prop] as T), ...Object.fromEntries(edited.map((key) => [key, now[argName(key)]])) };
  };
  return {
    argTypes,
    args,
    /** The piece a story shows: the prop with the fields the designer changed. */
    content,
    /** The args, controls and render of a meta whose component takes `sample` as `prop`. */
    metaFor: <Props extends object>(Component: ComponentType<Props>) => ({
      args: args(sample),
      argTypes,
      render: (storyArgs: Props, { initialArgs }: { initialArgs: object }) =>
        createElement(Component, { ...storyArgs, [prop]: content(storyArgs, initialArgs) }),
    }),
  };
}
