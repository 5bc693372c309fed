import type { ContactFormContent } from '../../../content/types';
import type { ContactTemplateParams } from '../../../services/email';

/** The visible fields, in the order a visitor fills them (and errors are focused). */
export const fieldNames = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type FieldName = (typeof fieldNames)[number];

/** Name of the spam trap: a field people never see, which bots fill in. */
export const honeypotName = 'website';

export type ContactFormValues = Record<FieldName, string> & { [honeypotName]: string };
export type ContactFormErrors = Partial<Record<FieldName, string>>;

export const emptyValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  [honeypotName]: '',
};

// Deliberately simple: something@something.tld with no spaces. The provider and the reply are
// the real test; this only catches typos such as a missing @ or domain.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/**
 * Email and message are required, the email must look like one, and every field has a limit
 * (written with `formatNumber`, in the page's language).
 */
export function validateContactForm(
  values: ContactFormValues,
  copy: ContactFormContent,
  formatNumber: (value: number) => string = String,
): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const name of fieldNames) {
    const { maxLength } = copy.fields[name];
    if (values[name].length > maxLength)
      errors[name] = copy.errors.tooLong.replace('{max}', formatNumber(maxLength));
  }
  if (!values.email.trim()) errors.email = copy.errors.emailRequired;
  else if (!errors.email && !isValidEmail(values.email)) errors.email = copy.errors.emailInvalid;
  if (!values.message.trim()) errors.message = copy.errors.messageRequired;
  return errors;
}

/**
 * The template params the provider receives: exactly what was typed, plus the derived full name.
 * One exception: the email is sent trimmed, i.e. the address that validation approved. The browser
 * strips ASCII spaces around an email input's value but keeps other whitespace (a no-break space
 * pasted from a web page or a PDF); validation trims it away, so it used to pass and be sent
 * verbatim, giving the provider a reply address with an invisible space in it.
 */
export function buildTemplateParams(values: ContactFormValues): ContactTemplateParams {
  const { firstName, lastName, subject, message } = values;
  const email = values.email.trim();
  const fullName = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  return { firstName, lastName, email, subject, message, fullName };
}

/** The first field with an error, in visiting order: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactFormErrors): FieldName | undefined {
  return fieldNames.find((name) => errors[name]);
}
