export declare function inImportOrder<Item>(
  roots: readonly Item[],
  importsOf: (item: Item) => readonly Item[],
): Item[];
