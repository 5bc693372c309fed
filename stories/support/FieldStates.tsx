import { Fragment } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import type { ContactFormContent } from '@/content/types';
import { fieldLayout } from '@/sections/contact/form/fieldLayout';
import type { FieldName } from '@/sections/contact/form/contactFormModel';

/**
 * The states of a text field, one row each. A field takes focus from a click as well as from the
 * keyboard, and MUI marks it focused with a class, not `:focus-visible`: the row sets `focused`.
 * The form never disables its fields, so there is no disabled row.
 */
export const fieldStates = ['rest', 'hover', 'focused', 'filled', 'error'] as const;
type FieldState = (typeof fieldStates)[number];

/** What the hover row's fields are held in: the pseudo-states addon's hover, from the first frame. */
export const fieldStatesStory = {
  globals: { pseudo: { hover: ['.field-hover .MuiOutlinedInput-root'] } },
  parameters: { controls: { disable: true } },
};

interface Sample {
  label: string;
  name: FieldName;
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
  const hasError = state === 'error';
  return (
    <TextField
      label={copy.fields[sample.name].label}
      required={required}
      multiline={layout?.multiline}
      rows={layout?.multiline ? 3 : undefined}
      focused={state === 'focused' ? true : undefined}
      error={hasError}
      value={state === 'filled' ? sample.filled : hasError ? sample.wrong : ''}
      helperText={hasError ? sample.error : required ? copy.requiredHint : undefined}
      slotProps={{ htmlInput: { readOnly: true } }}
      fullWidth
    />
  );
}

/**
 * The email field and the message field of the form, in each state (rows): filled with `draft`'s
 * text; in error, an address without its domain's ending and a message left empty.
 */
export function FieldStatesBoard({
  copy,
  draft,
}: {
  copy: ContactFormContent;
  draft: Record<FieldName, string>;
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
      label: 'several lines (message)',
      name: 'message',
      filled: draft.message,
      wrong: '',
      error: copy.errors.messageRequired,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content repeat(2, minmax(240px, 320px))',
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
      {fieldStates.map((state) => (
        <Fragment key={state}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 2 }}>
            {state}
          </Typography>
          {samples.map((sample) => (
            <Box key={sample.label} className={`field-${state}`} data-state={state}>
              <SampleField state={state} copy={copy} sample={sample} />
            </Box>
          ))}
        </Fragment>
      ))}
    </Box>
  );
}

/** Checks every state's row holds both fields, the focused one marked so and the error one invalid. */
export async function expectEveryFieldState(canvasElement: HTMLElement) {
  for (const state of fieldStates) {
    const fields = canvasElement.querySelectorAll(
      `[data-state="${state}"] :is(input, textarea):not([aria-hidden])`,
    );
    await expect(fields).toHaveLength(2);
  }
  await expect(canvasElement.querySelectorAll('[data-state="focused"] .Mui-focused')).not.toHaveLength(0);
  for (const input of canvasElement.querySelectorAll(
    '[data-state="error"] :is(input, textarea):not([aria-hidden])',
  )) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  }
}
