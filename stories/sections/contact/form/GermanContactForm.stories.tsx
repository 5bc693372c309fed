import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentDe } from '@/content/de';
import type { ContactForm } from '@/sections/contact/form/ContactForm';
import * as form from '../../../support/contactForm';

const copy = contentDe.contact.form;

const meta = {
  title: 'Sections/Contact/Contact form in German',
  ...form.contactFormMeta(copy),
  parameters: {
    ...form.contactFormMeta(copy).parameters,
    guidelines: {
      do: [
        ...form.contactFormGuidelines.do,
        'Address the visitor as "Sie", as all German copy does.',
        'Keep labels to one word ("Vorname", "Betreff"): first and last name share a row from the sm breakpoint up.',
      ],
      dont: form.contactFormGuidelines.dont,
    },
  },
  globals: { locale: 'de' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = form.contactFormStates({
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote in Hamburg',
  message: 'Würden Sie die Eröffnungskeynote unserer Produktkonferenz im Mai halten?',
});

export const Idle: Story = states.idle;
export const Filled: Story = states.filled;
export const Invalid: Story = { ...states.invalid, tags: ['on-phone'] };
export const Sending: Story = states.sending;
export const Success: Story = states.success;
export const Failure: Story = states.failure;
export const Throttled: Story = states.throttled;
export const DraftRestored: Story = { ...states.draftRestored, name: 'Draft restored' };
export const NearTheLimit: Story = { ...states.nearTheLimit, name: 'Near the limit' };
export const Loading: Story = states.loading;
export const LoadFailed: Story = { ...states.loadFailed, name: 'Load failed' };
