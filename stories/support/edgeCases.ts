/** Text that breaks layouts: long German compound words and very long titles. */
export const germanCompound = 'Produktentwicklungsverantwortungsübernahmebereitschaft';
export const longTitle =
  'Leiterin der bereichsübergreifenden Produktstrategie für Zahlungsverkehrsinfrastruktur und Risikomanagement';
