import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content } from '@/content';
import { ContactForm } from '@/sections/contact/form/ContactForm';
import { SendButton } from '@/sections/contact/form/SendButton';
import { contactFormMeta, contactFormStates } from '../../../support/contactForm';
import { acceptingEmail } from '../../../support/fakeServices';
import {
  FieldStatesBoard,
  expectEveryFieldState,
  fieldDrafts as drafts,
  fieldStatesStory,
} from '../../../support/FieldStates';
import { StatesBoard, expectEveryState, statesStory } from '../../../support/States';
import { contentFor, localeFor } from '../../../support/storyContent';

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

const states = contactFormStates(drafts);

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

/** Past the limit: the message is kept whole, and the field says how much it may hold. */
export const OverTheLimit: Story = { ...states.overTheLimit, name: 'Over the limit' };

/** Invisible or text-direction characters in a name and the address: each field says so at once. */
export const MisleadingCharacters: Story = { ...states.misleadingCharacters, name: 'Misleading characters' };

/** The provider asked for fewer requests: the toast says when the form lets the visitor try again. */
export const BackingOff: Story = { ...states.backingOff, name: 'Backing off' };

/** Before the form's code has arrived (after a move inside the site): a placeholder holds its place. */
export const Loading: Story = states.loading;

/** The form's code failed to load: the owner's address takes its place. */
export const LoadFailed: Story = { ...states.loadFailed, name: 'Load failed' };

/**
 * A field at rest, under the pointer, focused, filled and with an error: the email field and the
 * message field (the others draw as the email field does).
 */
export const FieldStates: Story = {
  name: 'Field states',
  ...fieldStatesStory,
  parameters: { ...fieldStatesStory.parameters, acrossSection: true },
  render: (_, { globals }) => (
    <FieldStatesBoard copy={contentFor(globals).contact.form} draft={drafts[localeFor(globals)]} />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryFieldState(canvasElement);
  },
};

/**
 * Send at rest, under the pointer, focused from the keyboard and pressed; and while a message is
 * on its way, when it says so and cannot be pressed (no hover, no ring: it is out of tab order).
 */
export const SendButtonStates: Story = {
  name: 'Send button states',
  ...statesStory,
  parameters: { ...statesStory.parameters, acrossSection: true },
  render: (_, { globals }) => {
    const copy = contentFor(globals).contact.form;
    return (
      <StatesBoard
        minWidth={220}
        samples={[
          { label: 'ready', node: <SendButton copy={copy} sending={false} /> },
          { label: 'sending (disabled)', node: <SendButton copy={copy} sending /> },
        ]}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expectEveryState(canvasElement, 2);
    const { sendingLabel } = contentFor(globals).contact.form;
    for (const button of within(canvasElement).getAllByRole('button', { name: sendingLabel })) {
      await expect(button).toBeDisabled();
    }
  },
};
