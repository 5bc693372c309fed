import { facts } from './facts.ts';
import type { CountryCode } from './schema';

/** How a language names a country, and says that data goes there ("to the USA", "in die USA"). */
export type CountryWords = Record<CountryCode, { name: string; to: string }>;

/**
 * The legal facts as a language's legal pages put them into sentences, from that language's
 * words: country names, the word that ends a list, and how it says "after so many days".
 */
export function legalWording(words: {
  countries: CountryWords;
  and: string;
  after: (days: number) => string;
}) {
  const { owner, legal } = facts;
  const { countries } = words;
  // Intl.ListFormat would say the same, but loading its data costs a phone more than the page's own start-up.
  const listOf = (items: string[]) => items.join(', ').replace(/, ([^,]*)$/, ` ${words.and} $1`);
  const serverCountries = legal.emailService.possibleServerCountries.map((code) => countries[code].to);
  return {
    /** The operator's postal address, with the country (the operator is in Germany). */
    postalAddress: [owner.name, ...legal.address, countries.DE.name],
    countries,
    /** The other countries the email service's servers may stand in, as one list; empty when none. */
    serverCountries: serverCountries.length === 0 ? '' : listOf(serverCountries),
    /** When the host deletes its server logs ("after 7 days"). */
    logRetention: words.after(legal.hosting.logRetentionDays),
  };
}
