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
 * Characters a reader cannot see or that turn the text around them: control characters, the soft
 * hyphen, zero-width spaces and joiners, direction marks, embeddings, overrides and isolates, word
 * joiners and invisible operators, and the byte-order mark. In a name, an address or a subject they
 * can make the owner's mail say something else than it seems to ("moc.elpmaxe@" read backwards) or
 * send a reply nowhere; a message may keep them (emoji sequences are joined with one).
 */
const misleadingCharacters =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it finds.
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/u;

/** The fields that must hold no misleading characters: what the owner's mail shows as who wrote and about what. */
export const plainTextFields = [
  'firstName',
  'lastName',
  'email',
  'subject',
] as const satisfies readonly FieldName[];

export function hasMisleadingCharacters(value: string): boolean {
  return misleadingCharacters.test(value);
}

/**
 * What is wrong with a field whatever the visitor does next, shown as they type rather than when
 * they leave it: characters that mislead, or more than the field holds (written with
 * `formatNumber`, in the page's language). The browser's own limit would cut a pasted text
 * silently, into another text that may look valid (an address without its last letters).
 */
export function immediateError(
  name: FieldName,
  value: string,
  copy: ContactFormContent,
  formatNumber: (value: number) => string = String,
): string | undefined {
  if ((plainTextFields as readonly FieldName[]).includes(name) && hasMisleadingCharacters(value))
    return copy.errors.invisibleCharacters;
  const { maxLength } = copy.fields[name];
  if (value.length > maxLength) return copy.errors.tooLong.replace('{max}', formatNumber(maxLength));
  return undefined;
}

/**
 * Email and message are required, the email must look like one, no field holds more than its
 * limit, and names, email and subject hold no misleading characters.
 */
export function validateContactForm(
  values: ContactFormValues,
  copy: ContactFormContent,
  formatNumber: (value: number) => string = String,
): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const name of fieldNames) {
    const error = immediateError(name, values[name], copy, formatNumber);
    if (error) errors[name] = error;
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
