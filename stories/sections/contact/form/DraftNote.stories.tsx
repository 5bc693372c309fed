import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { content } from '@/content';
import { DraftNote } from '@/sections/contact/form/DraftNote';
import { onPage } from '../../../support/decorators';
import { StatesBoard, expectEveryState, statesStory } from '../../../support/States';
import { contentFor } from '../../../support/storyContent';

const meta = {
  title: 'Sections/Contact/Draft note',
  component: DraftNote,
  decorators: [onPage],
  args: { copy: content.contact.form, onDiscard: fn() },
  argTypes: { copy: { control: false } },
  parameters: {
    accessibility: {
      keyboard:
        'Discard is reached with Tab, before the form\u2019s first field; Enter or Space discards the draft.',
      screenReader:
        'A status: the sentence is announced when the note appears after a reload, then Discard, a button.',
    },
    guidelines: {
      do: [
        'Show it only when a draft came back: the visitor sees that nothing was lost, and can start again.',
        'Keep Discard a quiet text button: the draft coming back is the good news, discarding it the exception.',
      ],
      dont: ['Do not discard a draft without the visitor asking: it is what the visitor typed.'],
    },
  },
} satisfies Meta<typeof DraftNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the form after a reload brought a draft back; Discard empties the form. */
export const Default: Story = {
  tags: ['on-phone', 'in-german'],
  play: async ({ canvasElement, globals, args }) => {
    const { form } = contentFor(globals).contact;
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(form.draftRestored);
    await userEvent.click(within(note).getByRole('button', { name: form.discardDraft }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/**
 * Discard at rest, under the pointer, focused from the keyboard and pressed, on the note's tint
 * (Foundations/Tokens: `tint.note`): hover and pressed tint it in the brand colour (`action.hover`,
 * `action.pressed`), and the focus ring is the site's one (`focusRing`).
 */
export const States: Story = {
  ...statesStory,
  render: (args) => (
    <StatesBoard samples={[{ label: 'discard', node: <DraftNote {...args} /> }]} minWidth={320} />
  ),
  play: async ({ canvasElement }) => {
    await expectEveryState(canvasElement, 1);
  },
};
