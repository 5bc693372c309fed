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

/** The single page: every section in the order the product defines. */
export function HomePage() {
  const content = useSiteContent();
  return (
    <>
      <Hero hero={content.hero} />
      <About about={content.about} />
      <Experience experience={content.experience} />
      <Speaking speaking={content.speaking} />
      <Art art={content.art} />
      <Ventures ventures={content.ventures} />
      <Contact
        contact={content.contact}
        form={
          <DeferredContactForm copy={content.contact.form} email={findEmailLink(content.contact.links)} />
        }
      />
    </>
  );
}
