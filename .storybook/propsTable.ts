/**
 * What a docs page's props table lists, shared by the page (.storybook/docs.tsx) and the unit test
 * that fails on an optional prop without a default (tests/unit/propsTables.test.ts).
 */

/** What the props table reads of a prop's arg type. */
export interface ArgTypeInTable {
  name?: string;
  type?: { required?: boolean };
  table?: { disable?: boolean; defaultValue?: { summary?: string } | null };
}

/** The rows of the props table: every arg type not hidden from it. */
export function propsTableRows(argTypes: Record<string, ArgTypeInTable>) {
  return Object.entries(argTypes)
    .filter(([, argType]) => !argType.table?.disable)
    .map(([name, argType]) => ({ name: argType.name ?? name, argType }));
}

/**
 * The rows that are optional but say nothing about leaving them out: a designer cannot tell what
 * the part does without them.
 */
export function rowsWithoutDefault(argTypes: Record<string, ArgTypeInTable>) {
  return propsTableRows(argTypes)
    .filter(({ argType }) => !argType.type?.required && argType.table?.defaultValue?.summary == null)
    .map(({ name }) => name);
}
