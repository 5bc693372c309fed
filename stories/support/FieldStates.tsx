import { Fragment } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { BoardScroller } from './States';
import type { ContactFormContent } from '@/content/types';
import { FieldHelp } from '@/sections/contact/form/ContactForm';
import { fieldLayout } from '@/sections/contact/form/fieldLayout';
import type { FieldName } from '@/sections/contact/form/contactFormModel';

/** What a visitor typed into the form, in each language: the filled fields of the stories. */
export const fieldDrafts = {
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
};

/**
 * The states of a text field, one row each. A field takes focus from a click as well as from the
 * keyboard, and MUI marks it focused with a class, not `:focus-visible`: the row sets `focused`.
 * The form's board shows the first five (the form never disables its fields); the text field's
 * own page every one.
 */
export const allFieldStates = [
  'rest',
  'hover',
  'focused',
  'filled',
  'error',
  'focused + error',
  'disabled',
] as const;
export const fieldStates = allFieldStates.slice(0, 5);
type FieldState = (typeof allFieldStates)[number];

/** What the hover row's fields are held in: the pseudo-states addon's hover, from the first frame. */
export const fieldStatesStory = {
  globals: { pseudo: { hover: ['.field-hover .MuiOutlinedInput-root'] } },
  parameters: { controls: { disable: true } },
};

interface Sample {
  label: string;
  name: FieldName;
  /** Shows the form's character count under the field, as the message field does. */
  counter?: boolean;
  /** What the filled row shows. */
  filled: string;
  /** What the error row shows, with `error` under it. */
  wrong: string;
  error: string;
}

/** One field of the form as it draws it (label, required hint or error), in one state. */
function SampleField({
  state,
  copy,
  sample,
}: {
  state: FieldState;
  copy: ContactFormContent;
  sample: Sample;
}) {
  const layout = fieldLayout.find(({ name }) => name === sample.name);
  const required = layout?.required ?? false;
  const hasError = state.endsWith('error');
  const value = state === 'filled' ? sample.filled : hasError ? sample.wrong : '';
  // A disabled field asks for nothing: no hint or count under it (text in its colour would be
  // unreadable, and it is no part of the field that WCAG exempts).
  const disabled = state === 'disabled';
  const message = disabled ? undefined : hasError ? sample.error : required ? copy.requiredHint : undefined;
  return (
    <TextField
      label={copy.fields[sample.name].label}
      required={required}
      multiline={layout?.multiline}
      rows={layout?.multiline ? 3 : undefined}
      focused={state.startsWith('focused') ? true : undefined}
      disabled={disabled}
      error={hasError}
      value={value}
      helperText={
        sample.counter && !disabled ? (
          <FieldHelp
            message={message}
            count={{ length: value.length, maxLength: copy.fields[sample.name].maxLength }}
          />
        ) : (
          message
        )
      }
      slotProps={{ htmlInput: { readOnly: true } }}
      fullWidth
    />
  );
}

/**
 * The email field and the message field of the form, in each state (rows): filled with `draft`'s
 * text; in error, an address without its domain's ending and a message left empty. With
 * `counter`, the message field shows its character count, as the form draws it.
 */
export function FieldStatesBoard({
  copy,
  draft,
  states = fieldStates,
  counter = false,
}: {
  copy: ContactFormContent;
  draft: Record<FieldName, string>;
  states?: readonly FieldState[];
  counter?: boolean;
}) {
  const samples: Sample[] = [
    {
      label: 'one line (email)',
      name: 'email',
      filled: draft.email,
      wrong: draft.email.replace(/\.[a-z]+$/, ''),
      error: copy.errors.emailInvalid,
    },
    {
      label: counter ? 'several lines, with counter (message)' : 'several lines (message)',
      name: 'message',
      counter,
      filled: draft.message,
      wrong: '',
      error: copy.errors.messageRequired,
    },
  ];
  return (
    <BoardScroller>
      <Box
        sx={{
          display: 'grid',
          // Columns of one fixed width: a field's outline lines up in every state.
          gridTemplateColumns: 'max-content repeat(2, 260px)',
          gap: 3,
          alignItems: 'start',
        }}
      >
        <span />
        {samples.map(({ label }) => (
          <Typography key={label} variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
        ))}
        {states.map((state) => (
          <Fragment key={state}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 2 }}>
              {state}
            </Typography>
            {samples.map((sample) => (
              <Box key={sample.label} className={`field-${state.replace(/\W+/g, '-')}`} data-state={state}>
                <SampleField state={state} copy={copy} sample={sample} />
              </Box>
            ))}
          </Fragment>
        ))}
      </Box>
    </BoardScroller>
  );
}

/** Checks every state's row holds both fields, the focused one marked so and the error one invalid. */
export async function expectEveryFieldState(
  canvasElement: HTMLElement,
  states: readonly FieldState[] = fieldStates,
) {
  for (const state of states) {
    const fields = canvasElement.querySelectorAll(
      `[data-state="${state}"] :is(input, textarea):not([aria-hidden])`,
    );
    await expect(fields).toHaveLength(2);
  }
  await expect(canvasElement.querySelectorAll('[data-state="focused"] .Mui-focused')).not.toHaveLength(0);
  for (const input of canvasElement.querySelectorAll(
    '[data-state$="error"] :is(input, textarea):not([aria-hidden])',
  )) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  }
}
