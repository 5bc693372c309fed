import { content } from '../content';
import { Hero } from '../sections/hero/Hero';

/** The single page: every section in the contract's order. */
export function HomePage() {
  return <Hero hero={content.hero} />;
}
