import { memo, useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import type { ContactFormContent } from '../../../content/types';
import { useServices } from '../../../services/ServicesProvider';
import {
  buildTemplateParams,
  emptyValues,
  fieldNames,
  firstInvalidField,
  honeypotName,
  immediateError,
  validateContactForm,
  type ContactFormValues,
} from './contactFormModel';
import { formFrameSx } from '../formFrame';
import { formIsPrerendered, formTitleId } from './prerenderedForm';
import {
  ToastProvider,
  toastDuration as siteToastDuration,
} from '../../../components/feedback/ToastProvider';
import { useHydrated } from '../../../hooks/useHydrated';
import { formatNumber } from '../../../i18n/format';
import { useLocale, useSiteContent } from '../../../i18n/SiteContentProvider';
import {
  clearDraft,
  loadDraft,
  recordSuccessfulSend,
  retryDelay,
  saveDraft,
  throttleRemaining,
} from './formStorage';
import { callsForBackOff } from '../../../services/emailErrors';
import { findEmailLink } from '../DirectEmailNote';
import { AppLink } from '../../../components/links/AppLink';
import { whenScriptsRun } from '../../../theme/scripting';
import { FormPrivacyNote } from './FormPrivacyNote';
import { SendButton } from './SendButton';
import { DraftNote } from './DraftNote';
import { fieldLayout, type FieldLayout } from './fieldLayout';
import { Column, Columns } from '../../../components/Columns';

const fieldId = (name: string) => `contact-${name}`;

/**
 * What is in the prerendered form's fields when its code takes over: typed by a visitor before
 * the code arrived (on a slow connection they can type a word or two meanwhile), or filled in by
 * a bot, the spam trap included. Read while React hydrates the form, before it sets the fields to
 * the form's state, so nothing is lost or ignored.
 */
function valuesInPrerenderedForm(): Partial<ContactFormValues> {
  if (!formIsPrerendered()) return {};
  const found: Partial<ContactFormValues> = {};
  for (const name of [...fieldNames, honeypotName] as const) {
    const field = document.getElementById(fieldId(name));
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value) {
      found[name] = field.value;
    }
  }
  return found;
}

interface ContactFormProps {
  /** The form's copy: heading, field labels and limits, hints, error messages, button labels, toasts. */
  copy: ContactFormContent;
  /**
   * How long its toasts stay, in milliseconds; `null` keeps them until dismissed (stories do, so
   * a designer can read them and a snapshot never races the timer). The site uses the default,
   * the duration of every toast on the site.
   */
  toastDuration?: number | null;
}

/**
 * The form a visitor writes to the owner with: name, email, subject and message, checked as they
 * go, with a toast that says whether the message went out. Use it once, in the contact section;
 * for a single address or link use AppLink. What the visitor typed is kept if sending fails or
 * they leave the page, and a message sent too soon after the last one waits.
 */
export function ContactForm({ toastDuration = siteToastDuration, ...props }: ContactFormProps) {
  // The toast system lives with the form, its only user, so both load together, after the first
  // paint (see DeferredContactForm).
  return (
    <ToastProvider duration={toastDuration}>
      <MessageForm {...props} />
    </ToastProvider>
  );
}

/**
 * "42 / 5000": how much a field holds against its limit. While React hydrates the prerendered
 * (empty) form it says what the markup says, whatever was typed before; then the real count.
 * Its own component, so that only the count is drawn again once the page is hydrated.
 */
function CharacterCount({ length, maxLength }: { length: number; maxLength: number }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  return (
    // One unbreakable unit that keeps its width: a message too long for the rest of the row
    // wraps in its own column rather than splitting the count.
    <Box component="span" aria-hidden sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      {`${formatNumber(hydrated ? length : 0, locale)} / ${formatNumber(maxLength, locale)}`}
    </Box>
  );
}

/**
 * The line under a field: its error or its hint, and, on a field that shows one, its character
 * count at the end of the line.
 */
export function FieldHelp({
  message,
  count,
}: {
  /**
   * The error, or the hint when there is none ("Required").
   * @default none
   */
  message?: string;
  /**
   * The count to show: the text's length and the field's limit.
   * @default none
   */
  count?: { length: number; maxLength: number };
}) {
  return (
    <Box
      component="span"
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
    >
      <span>{message}</span>
      {count && <CharacterCount {...count} />}
    </Box>
  );
}

/** What the form's fields hold, as the form's values. */
function valuesOf(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { ...emptyValues, ...Object.fromEntries(fieldNames.map((name) => [name, text(name)])) };
}

interface ContactFieldProps {
  field: FieldLayout;
  copy: ContactFormContent;
  value: string;
  /** The field's error once it has been left or the form sent; what misleads or is too long shows at once. */
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * One field of the form with its label, hint or error, and count. Drawn again only when what it
 * shows changes: pressing Send or typing in another field leaves it as it is, so the form answers
 * at once on a slow phone.
 */
const ContactField = memo(function ContactField({
  field,
  copy,
  value,
  error,
  onChange,
  onBlur,
}: ContactFieldProps) {
  const { label, maxLength } = copy.fields[field.name];
  const hint = field.required ? copy.requiredHint : undefined;
  const locale = useLocale();
  // Invisible characters and too much text are said at once, not only once the field is left.
  const shownError = error ?? immediateError(field.name, value, copy, (count) => formatNumber(count, locale));
  return (
    <Column span={{ xs: 12, sm: field.half ? 6 : 12 }}>
      <TextField
        id={fieldId(field.name)}
        name={field.name}
        label={label}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        required={field.required}
        multiline={field.multiline}
        rows={field.multiline ? 5 : undefined}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={Boolean(shownError)}
        helperText={
          <FieldHelp
            message={shownError ?? hint}
            count={field.multiline ? { length: value.length, maxLength } : undefined}
          />
        }
        slotProps={{
          // No maxLength: the browser would cut a pasted text silently; the limit is an error instead.
          // A blank placeholder lets CSS tell a filled field from an empty one before the form's
          // code runs (see formBeforeItsCodeSx); MUI hides a placeholder under a resting label.
          htmlInput: { placeholder: ' ', ...(field.multiline ? { type: undefined } : {}) },
          // A plain five-row textarea: MUI's autosizing one measures itself as it mounts, which
          // makes the browser lay the whole new page out mid-render after an in-app navigation.
          input: field.multiline ? { inputComponent: 'textarea' } : undefined,
          // Errors are announced as they appear, not only when the field is focused.
          formHelperText: { 'aria-live': 'polite' } as object,
        }}
      />
    </Column>
  );
});

/** Marks the form once its code runs; until then CSS looks after it (formBeforeItsCodeSx). */
const runningAttribute = 'data-form-running';
const notRunning = `&:not([${runningAttribute}])`;
// Only the fields, which have the blank placeholder. Short selectors: this CSS is in every
// prerendered page.
const filledOrFocused = '[placeholder]:is(:focus,:not(:placeholder-shown))';
const hiddenAtFirst = keyframes({ from: { visibility: 'hidden' } });

/**
 * The prerendered form before its code runs, or if it never does (blocked by an extension or a
 * network filter): what MUI would do with its state, CSS does from the fields. A label moves up
 * out of the way of the text typed in its field (MUI's raised label and its notch in the outline).
 * And once the visitor works in the form for a few seconds with no code to send it, the note
 * under Send says it cannot send and gives the owner's address: without it, Send would do nothing
 * at all. Where the code runs, it takes the form over long before that, and the note never shows.
 */
const formBeforeItsCodeSx = {
  [`${notRunning} .MuiFormControl-root:has(${filledOrFocused})`]: {
    '& label[data-shrink="false"]': {
      transform: 'translate(14px, -9px) scale(0.75)',
      maxWidth: 'calc(133% - 32px)',
    },
    '& legend': { maxWidth: '100%' },
  },
  [`${whenScriptsRun.replace(' &', '')} &:not([${runningAttribute}]):is(:focus-within, :has(${filledOrFocused})) [data-form-not-running]`]:
    // Hidden for its first seconds: long enough for the code to arrive on a slow connection.
    { display: 'block', animation: `${hiddenAtFirst} 0s 3s backwards` },
} as const;

/**
 * The message form. Validates before anything is sent, keeps an unsent draft in the browser,
 * drops bot submissions (spam trap) and throttles repeated sends. The sender is injected, so the
 * same form runs against EmailJS on the site and against stand-ins in stories and tests.
 */
function MessageForm({ copy }: Omit<ContactFormProps, 'toastDuration'>) {
  const { email: sender } = useServices();
  const { enqueueSnackbar } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const ownerEmail = findEmailLink(useSiteContent().contact.links);
  // One send at a time, however submit is called (the button, Enter, a script calling
  // requestSubmit() ten times in one task): the next waits until this one has ended.
  const submitting = useRef(false);
  // After a refusal for too many requests or no answer at all, the next try waits, longer each time.
  const retry = useRef({ failuresInARow: 0, allowedAt: 0 });
  const seconds = (ms: number) => formatNumber(Math.ceil(ms / 1000), locale);
  const [typedEarly] = useState(valuesInPrerenderedForm);
  // Whether the fields hold a message brought back from storage: the form says so, and offers to discard it.
  const [restored, setRestored] = useState(false);
  const locale = useLocale();
  const count = (value: number) => formatNumber(value, locale);

  const formik = useFormik<ContactFormValues>({
    initialValues: { ...emptyValues, ...typedEarly },
    validate: (values) => validateContactForm(values, copy, count),
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      const succeed = () => {
        helpers.resetForm({ values: emptyValues });
        clearDraft();
        setRestored(false);
        enqueueSnackbar(copy.toasts.success.text, { variant: 'success', title: copy.toasts.success.title });
      };
      // Bots fill every field; people never see this one. Pretend it worked and send nothing.
      if (values[honeypotName]) {
        succeed();
        return;
      }
      if (throttleRemaining() > 0) {
        enqueueSnackbar(copy.toasts.throttled.text, {
          variant: 'warning',
          title: copy.toasts.throttled.title,
        });
        return;
      }
      const wait = retry.current.allowedAt - Date.now();
      if (wait > 0) {
        enqueueSnackbar(copy.toasts.wait.text.replace('{seconds}', seconds(wait)), {
          variant: 'warning',
          title: copy.toasts.wait.title,
        });
        return;
      }
      try {
        await sender.send(buildTemplateParams(values));
        retry.current = { failuresInARow: 0, allowedAt: 0 };
        recordSuccessfulSend();
        succeed();
      } catch (error) {
        console.error('The contact form could not send the message:', error);
        let text = copy.toasts.failure.text;
        if (callsForBackOff(error)) {
          const failuresInARow = retry.current.failuresInARow + 1;
          const delay = retryDelay(failuresInARow);
          retry.current = { failuresInARow, allowedAt: Date.now() + delay };
          text = `${text} ${copy.toasts.retryIn.replace('{seconds}', seconds(delay))}`;
        }
        enqueueSnackbar(text, { variant: 'error', title: copy.toasts.failure.title });
      }
    },
  });

  const { values, errors, touched, isSubmitting, submitCount, setValues, resetForm, submitForm } = formik;
  const submitOnce = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitForm();
    } finally {
      submitting.current = false;
    }
  }, [submitForm]);

  // From here the form's code answers it; the CSS for the form without it stands down.
  useEffect(() => {
    formRef.current?.setAttribute(runningAttribute, '');
  }, []);
  const discardDraft = () => {
    resetForm({ values: emptyValues });
    clearDraft();
    setRestored(false);
  };

  // The prerendered form is empty; a saved draft is restored once the page is interactive, under
  // anything typed before then.
  useEffect(() => {
    const draft = loadDraft();
    // Once the fields hold it, the form says the message was brought back.
    if (draft)
      void setValues({ ...draft, ...typedEarly }, false).then(() => {
        setRestored(true);
      });
    if (Object.keys(typedEarly).length > 0) saveDraft({ ...emptyValues, ...draft, ...typedEarly });
  }, [setValues, typedEarly]);

  /**
   * Every keystroke also updates the saved draft, so a reload or a failed send loses nothing. The
   * draft is read from the form's fields, so the handler stays the same from render to render and
   * a field the visitor does not touch is not drawn again.
   */
  const { handleChange: formikChange } = formik;
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formikChange(event);
      if (event.target.form) saveDraft(valuesOf(event.target.form));
    },
    [formikChange],
  );

  // After a submit that failed validation, focus the first field that needs attention.
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const invalid = firstInvalidField(errors);
    if (invalid) formRef.current?.querySelector<HTMLElement>(`#${fieldId(invalid)}`)?.focus();
    // Only on a new submit attempt, not on every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitOnce();
      }}
      // Only for a message sent before this code arrived: a form with an action carries React's
      // runtime in the prerendered page, which keeps such a submit and, once the form is hydrated,
      // runs the action (a submit on the running form is handled above, which stops the action).
      action={submitOnce}
      onFocus={sender.prepare}
      aria-labelledby={formTitleId}
      sx={{ ...formFrameSx, ...formBeforeItsCodeSx }}
    >
      <Typography id={formTitleId} variant="h3" sx={{ mb: 3 }}>
        {copy.heading}
      </Typography>
      {restored && <DraftNote copy={copy} onDiscard={discardDraft} />}
      <Columns spacing={2.5}>
        {fieldLayout.map((field) => (
          <ContactField
            key={field.name}
            field={field}
            copy={copy}
            value={values[field.name]}
            // What was typed is checked as the visitor leaves the field; a field only passed through
            // empty says nothing until a send is tried (Formik marks every field touched then).
            error={
              touched[field.name] && (values[field.name] !== '' || submitCount > 0)
                ? errors[field.name]
                : undefined
            }
            onChange={handleChange}
            onBlur={formik.handleBlur}
          />
        ))}
      </Columns>
      {/* The spam trap: off-screen and hidden from assistive technology, never filled by people. */}
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label htmlFor={fieldId(honeypotName)}>{copy.honeypotLabel}</label>
        <input
          id={fieldId(honeypotName)}
          name={honeypotName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[honeypotName]}
          onChange={formik.handleChange}
        />
      </Box>
      <SendButton copy={copy} sending={isSubmitting} />
      {/* Shown only by CSS, in the form whose code has not run (formBeforeItsCodeSx). */}
      <Box data-form-not-running="" sx={{ display: 'none', mt: 2 }}>
        <Typography sx={{ mb: 1 }}>{copy.notRunning}</Typography>
        {ownerEmail && (
          <AppLink href={ownerEmail.href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {ownerEmail.detail}
          </AppLink>
        )}
      </Box>
      <FormPrivacyNote note={copy.privacyNote} />
    </Box>
  );
}
