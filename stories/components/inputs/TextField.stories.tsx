import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { content } from '@/content';
import { formatNumber } from '@/i18n/format';
import { onPage } from '../../support/decorators';
import {
  FieldStatesBoard,
  allFieldStates,
  expectEveryFieldState,
  fieldDrafts,
  fieldStatesStory,
} from '../../support/FieldStates';
import { contentFor, localeFor } from '../../support/storyContent';

const { form } = content.contact;

const meta = {
  title: 'Components/Inputs/Text field',
  component: TextField,
  decorators: [onPage],
  args: {
    label: form.fields.email.label,
    helperText: form.requiredHint,
    required: true,
    error: false,
    disabled: false,
    multiline: false,
  },
  // MUI's TextField, as the theme draws it (outlined, full width): only the props the site sets.
  // Each row declares its type: Storybook lists the rows it infers from args before declared ones,
  // which would put the required label last.
  argTypes: {
    // Required here though MUI's is optional: the site's fields are named by their label.
    label: {
      control: 'text',
      description: 'What the field is for, shown in it and above it once filled.',
      type: { name: 'string', required: true },
    },
    helperText: {
      type: { name: 'string' },
      control: 'text',
      description: 'The line under it: the hint ("Required"), or the error that replaces it.',
      table: { defaultValue: { summary: 'none' } },
    },
    required: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'Marks the label with an asterisk; the hint says it in words.',
      table: { defaultValue: { summary: 'false' } },
    },
    error: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'The value cannot be sent: outline, label and line under it in error.main.',
      table: { defaultValue: { summary: 'false' } },
    },
    disabled: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'Cannot be filled in (the site\u2019s form never disables a field).',
      table: { defaultValue: { summary: 'false' } },
    },
    multiline: {
      type: { name: 'boolean' },
      control: 'boolean',
      description: 'Several lines, for a message.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  parameters: {
    sourceFile: 'src/theme/customizations/inputs.ts',
    docs: {
      description: {
        component:
          'MUI\u2019s TextField as the site\u2019s theme draws it, for what a visitor types (the contact form\u2019s fields): outlined in grey on the page\u2019s background and as wide as its column; its label moves onto the outline once the field is focused or filled; the line under it holds the hint or the error; a disabled field is filled as a disabled button is. The site has no component of its own for it: the theme sets all of this, so every MUI TextField looks the same.',
      },
    },
    accessibility: {
      keyboard:
        'Reached with Tab; a click or Tab focuses it, and MUI draws focus in the brand colour either way. A disabled field is skipped.',
      screenReader:
        'An edit field named by its label, announced as required and, with an error, as invalid; the line under it is its description, and an error in it is announced as it appears (in the form, aria-live).',
    },
    guidelines: {
      do: [
        'Give every field a visible label and say under it what is required, in words as well as with the asterisk.',
        'Say what is wrong and how to fix it in the line under the field, next to where the visitor looks.',
        'Show a count under a field with a limit a visitor can reach (the message), so the limit is no surprise.',
      ],
      dont: [
        'Do not use the label as a placeholder that disappears: the label stays, above the text.',
        'Do not disable a field to say it is not needed: leave it out.',
      ],
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's email field, empty: its label in the field, "Required" under it. Typing fills it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { label } = contentFor(globals).contact.form.fields.email;
    const field = within(canvasElement).getByRole('textbox', { name: new RegExp(label) });
    await expect(field).toBeRequired();
    await userEvent.type(field, 'jana@example.com');
    await expect(field).toHaveValue('jana@example.com');
  },
};

/**
 * A one-line field and a several-line field with its character count, in every state: at rest,
 * under the pointer, focused, filled, with an error, focused with an error, and disabled. Focus
 * and error draw the outline in primary.main and error.main; a disabled field is filled and
 * outlined in the disabled token, so it loses the outline a field at rest has, its label in
 * action.disabled (Foundations/Tokens: `action.disabledBackground`), and shows no hint or count.
 */
export const States: Story = {
  ...fieldStatesStory,
  render: (_, { globals }) => (
    <FieldStatesBoard
      copy={contentFor(globals).contact.form}
      draft={fieldDrafts[localeFor(globals)]}
      states={allFieldStates}
      counter
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expectEveryFieldState(canvasElement, allFieldStates);
    const { maxLength } = contentFor(globals).contact.form.fields.message;
    const limit = `/ ${formatNumber(maxLength, localeFor(globals))}`;
    // Every row but the disabled one, which asks for nothing.
    await expect(within(canvasElement).getAllByText(limit, { exact: false })).toHaveLength(
      allFieldStates.length - 1,
    );
  },
};
