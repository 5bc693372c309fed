import type { ParserOptions } from 'react-docgen-typescript';

/**
 * How the docs pages' props tables are read from the components' own types and doc comments: the
 * TypeScript-aware parser follows imported and intersected prop types (react-docgen does not) and
 * reads defaults from destructuring. Props inherited from MUI or React stay out of the tables (a
 * designer needs this product's props, not every HTML attribute). A unit test reads the tables
 * with the same options and fails on a prop without a description or an optional one without a
 * default (tests/unit/propsTables.test.ts).
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // A prop is the product's when one of its declarations is; MUI's own (`component` on an icon)
  // name no parent, only where they are declared.
  propFilter: (prop) =>
    [prop.parent, ...(prop.declarations ?? [])].some(
      (declaration) => declaration && !declaration.fileName.includes('node_modules'),
    ),
} satisfies ParserOptions;
