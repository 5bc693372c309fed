import type { Meta, StoryObj } from '@storybook/react-vite';
import { content } from '@/content';
import { ContactForm } from '@/sections/contact/form/ContactForm';
import { contactFormMeta, contactFormStates } from '../../../support/contactForm';
import { acceptingEmail } from '../../../support/fakeServices';

const copy = content.contact.form;

const meta = {
  title: 'Sections/Contact/Contact form',
  ...contactFormMeta(copy),
  // Also checked and snapshotted in German (tags must be written here for Storybook's index to see them).
  tags: ['in-german'],
  parameters: { ...contactFormMeta(copy).parameters, services: { email: acceptingEmail } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = contactFormStates({
  en: {
    firstName: 'Jana',
    lastName: 'Berg',
    email: 'jana@example.com',
    subject: 'Keynote in Hamburg',
    message: 'Would you give the opening keynote at our product conference in May?',
  },
  de: {
    firstName: 'Jana',
    lastName: 'Berg',
    email: 'jana@example.com',
    subject: 'Keynote in Hamburg',
    message: 'Würden Sie die Eröffnungskeynote unserer Produktkonferenz im Mai halten?',
  },
});

/** Empty, as a visitor first sees it. */
export const Idle: Story = { ...states.idle, tags: ['on-phone'] };

/** Every field typed in; the counter follows the message. */
export const Filled: Story = states.filled;

/** Submitted empty: inline errors, focus on the first invalid field, nothing sent. */
export const Invalid: Story = { ...states.invalid, tags: ['on-phone'] };

/** The provider has not answered yet: the button is disabled and says so. */
export const Sending: Story = states.sending;

/** Sent: the form is empty again and a toast confirms it. */
export const Success: Story = states.success;

/** The provider refused: an error toast, and everything typed is still there. */
export const Failure: Story = states.failure;

/** A message was sent from this browser less than a minute ago: the next one waits, and says so. */
export const Throttled: Story = states.throttled;

/** The visitor left (or reloaded) with an unsent message: it is back, as they left it, and says so. */
export const DraftRestored: Story = { ...states.draftRestored, name: 'Draft restored' };

/** A message ten characters short of the limit: the counter shows how much room is left. */
export const NearTheLimit: Story = { ...states.nearTheLimit, name: 'Near the limit' };

/** Before the form's code has arrived (after a move inside the site): a placeholder holds its place. */
export const Loading: Story = states.loading;

/** The form's code failed to load: the owner's address takes its place. */
export const LoadFailed: Story = { ...states.loadFailed, name: 'Load failed' };
