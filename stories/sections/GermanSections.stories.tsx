import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentDe } from '@/content/de';
import { About } from '@/sections/about/About';
import { Art } from '@/sections/art/Art';
import { Contact } from '@/sections/contact/Contact';
import { Experience } from '@/sections/experience/Experience';
import { Hero } from '@/sections/hero/Hero';
import { Speaking } from '@/sections/speaking/Speaking';
import { Ventures } from '@/sections/ventures/Ventures';

/**
 * Every home-page section with the German copy, as the toolbar's "Deutsch" shows it. German runs
 * longer than English and builds long compounds ("Datenschutzerklärung"): this is where to check
 * that headings, buttons, tags and cards still fit, on a desktop and (hero, ventures) on a phone.
 * Each section's own page (under Sections) describes it and its props.
 */
const meta = {
  title: 'Sections/In German',
  globals: { locale: 'de' },
  parameters: {
    sourceFile: 'src/content/de.ts',
    guidelines: {
      do: [
        'Translate what a phrase means for a German reader, not its words, and address visitors as "Sie".',
        'Add a soft hyphen (\\u00AD) inside a long compound that must break on a phone.',
      ],
      dont: [
        'Do not shorten German copy by abbreviating ("z. B." is fine, "Erf." for "Erfahrung" is not).',
        'Do not cut a heading or label to make it fit: look here at both widths and let it wrap.',
      ],
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroSection: Story = {
  tags: ['on-phone'],
  name: 'Hero',
  render: () => <Hero hero={contentDe.hero} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: contentDe.hero.contactCta }),
    ).toHaveAttribute('href', '/de/#contact');
  },
};
export const AboutSection: Story = { name: 'About', render: () => <About about={contentDe.about} /> };
export const ExperienceSection: Story = {
  name: 'Experience',
  render: () => <Experience experience={contentDe.experience} />,
};
export const SpeakingSection: Story = {
  name: 'Speaking',
  render: () => <Speaking speaking={contentDe.speaking} />,
};
export const ArtSection: Story = { name: 'Art', render: () => <Art art={contentDe.art} /> };
export const VenturesSection: Story = {
  tags: ['on-phone'],
  name: 'Ventures',
  render: () => <Ventures ventures={contentDe.ventures} />,
};
export const ContactSection: Story = {
  name: 'Contact',
  render: () => <Contact contact={contentDe.contact} />,
};
