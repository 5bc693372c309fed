import { useSiteContent } from '../i18n/SiteContentProvider';
import { Hero } from '../sections/hero/Hero';
import { About } from '../sections/about/About';
import { Experience } from '../sections/experience/Experience';
import { Speaking } from '../sections/speaking/Speaking';
import { Art } from '../sections/art/Art';
import { Ventures } from '../sections/ventures/Ventures';
import { Contact } from '../sections/contact/Contact';
import { findEmailLink } from '../sections/contact/DirectEmailNote';
import { DeferredContactForm } from '../sections/contact/form/DeferredContactForm';
import { StaticPart } from '../components/StaticPart';

/**
 * The home page, the site's one long page: hero, about, experience, speaking, art, ventures and
 * contact, in the order a visitor meets them (who she is, what she did, what she offers, how to
 * reach her), each under the header link that scrolls to it. Sections without controls are static
 * parts: the app leaves them as prerendered.
 */
export function HomePage() {
  const content = useSiteContent();
  return (
    <>
      <StaticPart>
        <Hero hero={content.hero} />
        <About about={content.about} />
        <Experience experience={content.experience} />
      </StaticPart>
      <Speaking speaking={content.speaking} />
      <StaticPart>
        <Art art={content.art} />
        <Ventures ventures={content.ventures} />
      </StaticPart>
      <Contact
        contact={content.contact}
        form={
          <DeferredContactForm copy={content.contact.form} email={findEmailLink(content.contact.links)} />
        }
      />
    </>
  );
}
