import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { Contact } from '@/sections/contact/Contact';
import { ContactForm } from '@/sections/contact/form/ContactForm';
import { contentFields } from '../../support/contentControls';
import { contentFor, newTabLinkName } from '../../support/storyContent';

const fields = contentFields('contact', content.contact, { describe: {} });

const meta = {
  title: 'Sections/Contact',
  component: Contact,
  ...fields.metaFor(Contact),
  argTypes: { ...fields.argTypes, form: { control: false } },
  parameters: {
    accessibility: {
      keyboard:
        'Tab moves through the direct links, then into the form. The email address opens the mail app; the profile links open a new tab.',
      screenReader:
        'A region landmark named by its level-2 heading. The direct links are a list, each a label (\u201cEmail\u201d) and a link named by the address or handle, with its icon hidden; without scripts, the note with the address is read in place of the form.',
    },
    guidelines: {
      do: ['Keep the direct links (email, profiles) beside the form: some visitors prefer them.'],
      dont: ['Do not hide the email address: it is the way in when scripts are off.'],
    },
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The section as on the site: the direct links beside the message form (whose states are shown in
 * the form's own stories).
 */
export const Default: Story = {
  tags: ['on-phone'],
  args: { form: <ContactForm copy={content.contact.form} toastDuration={null} /> },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    for (const link of contentFor(globals).contact.links.filter((l) => l.external)) {
      const anchor = section.getByRole('link', { name: newTabLinkName(globals, link.detail) });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/**
 * The page in a browser that runs no scripts: the form cannot send, so it is hidden and a note
 * with the owner's address takes its place (the prerendered page does this with CSS alone).
 */
export const WithoutJavaScript: Story = {
  name: 'Without JavaScript',
  args: { form: <ContactForm copy={content.contact.form} toastDuration={null} /> },
  beforeEach: () => {
    delete document.documentElement.dataset.scripting;
    return () => {
      document.documentElement.dataset.scripting = 'on';
    };
  },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement);
    const { form } = contentFor(globals).contact;
    await expect(section.getByText(form.noScript)).toBeVisible();
    await expect(section.queryByRole('button', { name: form.submitLabel })).toBeNull();
  },
};
