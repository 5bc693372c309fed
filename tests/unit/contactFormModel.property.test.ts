import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import {
  emptyValues,
  buildTemplateParams,
  fieldNames,
  firstInvalidField,
  honeypotName,
  isValidEmail,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
  type FieldName,
} from '@/sections/contact/form/contactFormModel';
import { fitTo } from '../support/text';

/*
 * Property-based tests of the contact form's model: what is validated and what is sent. fast-check
 * generates thousands of forms (full Unicode, emoji and combining sequences, control characters,
 * lone surrogates, every kind of whitespace) and shrinks any failure to a minimal example.
 */

const copy = content.contact.form;
const limit = (name: FieldName) => copy.fields[name].maxLength;
const tooLong = (name: FieldName) => copy.errors.tooLong.replace('{max}', String(limit(name)));

const emptyForm = emptyValues;

const validFormExample: ContactFormValues = {
  ...emptyForm,
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote',
  message: 'Would you speak at our conference?',
};

/** Every character String.prototype.trim removes (and `\s` matches): ASCII, Unicode spaces, line ends, BOM. */
const whitespace = Array.from(
  ' \t\n\r\v\f\u00a0\u1680\u2000\u2007\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
);
const someWhitespace = fc.string({ unit: fc.constantFrom(...whitespace), maxLength: 4 });

/**
 * Characters a reader cannot see or that turn the text around them (controls, zero-width and
 * direction marks, embeddings, overrides, isolates, the BOM): never accepted in a name, the email
 * or the subject, whose readers cannot tell they are there.
 */
const misleading =
  // eslint-disable-next-line no-control-regex -- control characters are among what it finds.
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/gu;
const plain = (text: fc.Arbitrary<string>) => text.map((value) => value.replace(misleading, ''));
const isPlain = (value: string) => value.replace(misleading, '') === value;
/** Whitespace that may stand around the email: trimmed away, and none of it misleading. */
const somePlainWhitespace = someWhitespace.map((value) => value.replace(misleading, ''));

/** A lone UTF-16 surrogate: what a broken paste or a cut emoji leaves in a JS string. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Any text at all: printable graphemes (emoji, ZWJ and combining sequences), any code point, or surrogates. */
const anyText = (maxLength = 300) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
    fc.string({
      unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate),
      maxLength,
    }),
  );

/** Text a field accepts: anything up to its limit, including exactly the limit. */
const withinLimit = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: max }).map((text) => fitTo(text, max)),
    fc.string({ unit: 'binary', maxLength: max }).map((text) => fitTo(text, max)),
    fc.string({ unit: 'binary-ascii', minLength: max, maxLength: max }),
    fc.string({ unit: fc.constant('😀'), minLength: max / 2, maxLength: max / 2 }),
  );

/** Text over a field's limit (at least one code unit too many). */
const overLimit = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: max + 1, maxLength: max + 40 }),
    fc.string({ unit: 'binary-ascii', minLength: max + 1, maxLength: max + 40 }),
    fc.string({
      unit: fc.constant('👩‍👩‍👧‍👦'),
      minLength: Math.ceil(max / 11) + 1,
      maxLength: Math.ceil(max / 10) + 5,
    }),
  );

const nonBlank = (text: fc.Arbitrary<string>) => text.filter((value) => value.trim() !== '');

/** One printable grapheme that is not whitespace and not `@` (nor `.`, when `dot` is false). */
const emailUnit = (dot: boolean) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
    .filter((unit) => !/[\s@]/u.test(unit) && (dot || !unit.includes('.')));
const localPart = fc.oneof(
  fc.string({ unit: emailUnit(true), minLength: 1, maxLength: 30 }),
  fc.stringMatching(/^[a-z0-9.+_-]{1,30}$/),
);
const domainLabel = fc.oneof(
  fc.string({ unit: emailUnit(false), minLength: 1, maxLength: 12 }),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);
const domain = fc.array(domainLabel, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));

/** Addresses the form accepts: something@something.tld, no spaces, at most 254 code units. */
const validEmail = fc
  .oneof(
    fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`),
    fc.emailAddress(),
  )
  .filter((email) => email.length <= limit('email') && isPlain(email));

/** Addresses a reply could not reach, one kind of mistake each. */
const invalidEmail = fc
  .oneof(
    nonBlank(anyText(60)).filter((text) => !text.includes('@')),
    fc.tuple(localPart, localPart, domain).map(([a, b, host]) => `${a}@${b}@${host}`),
    fc.tuple(localPart, domainLabel).map(([local, label]) => `${local}@${label}`),
    fc.tuple(localPart, domain).map(([local, host]) => `${local}@.${host}`),
    fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}.`),
    fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host.replace('.', '..')}`),
    domain.map((host) => `@${host}`),
    fc.constant('jana@'),
    fc
      .tuple(localPart, fc.constantFrom(...whitespace), domain)
      .map(([local, space, host]) => `${local}${space}x@${host}`),
    fc
      .tuple(localPart, fc.constantFrom(...whitespace), domain)
      .map(([local, space, host]) => `${local}@x${space}${host}`),
  )
  .filter((email) => email.length <= limit('email'));

/** A form that passes validation: any names and subject within their limits, any real message. */
const validForm: fc.Arbitrary<ContactFormValues> = fc.record({
  firstName: plain(withinLimit(limit('firstName'))),
  lastName: plain(withinLimit(limit('lastName'))),
  email: validEmail,
  subject: plain(withinLimit(limit('subject'))),
  message: nonBlank(withinLimit(limit('message'))),
  [honeypotName]: fc.constant(''),
});

/** Any form at all, the spam trap included. */
const anyForm: fc.Arbitrary<ContactFormValues> = fc.record({
  firstName: anyText(),
  lastName: anyText(),
  email: fc.oneof(anyText(), validEmail, invalidEmail),
  subject: anyText(),
  message: anyText(6000),
  [honeypotName]: anyText(),
});

/** Ways to make one field invalid. */
const breakField: Record<FieldName, fc.Arbitrary<string>> = {
  firstName: overLimit(limit('firstName')),
  lastName: overLimit(limit('lastName')),
  email: fc.oneof(
    someWhitespace,
    invalidEmail,
    validEmail.map((email) => 'x'.repeat(limit('email') - email.length + 1) + email),
  ),
  subject: overLimit(limit('subject')),
  message: fc.oneof(someWhitespace, overLimit(limit('message'))),
};

const allMessages = new Set([
  copy.errors.emailRequired,
  copy.errors.emailInvalid,
  copy.errors.messageRequired,
  copy.errors.invisibleCharacters,
  ...fieldNames.map(tooLong),
]);

describe('the template params (what the provider receives)', () => {
  it('carry every typed name, subject and message exactly, never the spam trap', () => {
    fc.assert(
      fc.property(anyForm, (values) => {
        const params = buildTemplateParams(values);
        expect(Object.keys(params).sort()).toEqual([
          'email',
          'firstName',
          'fullName',
          'lastName',
          'message',
          'subject',
        ]);
        expect(params.firstName).toBe(values.firstName);
        expect(params.lastName).toBe(values.lastName);
        expect(params.subject).toBe(values.subject);
        expect(params.message).toBe(values.message);
      }),
    );
  });

  it('carry the typed email exactly, minus surrounding whitespace (the address that was validated)', () => {
    fc.assert(
      fc.property(validEmail, someWhitespace, someWhitespace, (email, before, after) => {
        const params = buildTemplateParams({ ...emptyForm, email: `${before}${email}${after}` });
        expect(params.email).toBe(email);
      }),
    );
  });

  it('send only what passed validation: a valid address with nothing around it, a real message', () => {
    fc.assert(
      fc.property(validForm, somePlainWhitespace, somePlainWhitespace, (form, before, after) => {
        const values = { ...form, email: `${before}${form.email}${after}` };
        fc.pre(values.email.length <= limit('email'));
        expect(validateContactForm(values, copy)).toEqual({});
        const params = buildTemplateParams(values);
        expect(params.email.trim()).toBe(params.email);
        expect(isValidEmail(params.email)).toBe(true);
        expect(params.message.trim()).not.toBe('');
      }),
    );
  });

  it('survive the wire: JSON round-trips every value unchanged', () => {
    fc.assert(
      fc.property(anyForm, (values) => {
        const params = buildTemplateParams(values);
        expect(JSON.parse(JSON.stringify(params))).toEqual(params);
      }),
    );
  });

  it('do not change the values they are built from', () => {
    fc.assert(
      fc.property(anyForm, (values) => {
        const before = structuredClone(values);
        buildTemplateParams(values);
        expect(values).toEqual(before);
      }),
    );
  });
});

const fullName = (firstName: string, lastName: string) =>
  buildTemplateParams({ ...emptyForm, firstName, lastName }).fullName;
/** A name as a person types it, without stray spaces around it. */
const tidyName = anyText(100).map((name) => name.trim());

describe('fullName', () => {
  it('is first and last name joined by exactly one space', () => {
    fc.assert(
      fc.property(nonBlank(tidyName), nonBlank(tidyName), (first, last) => {
        expect(fullName(first, last)).toBe(`${first} ${last}`);
      }),
    );
  });

  it('is just the name that was given when the other is empty or blank', () => {
    fc.assert(
      fc.property(nonBlank(tidyName), someWhitespace, (name, blank) => {
        expect(fullName(name, blank)).toBe(name);
        expect(fullName(blank, name)).toBe(name);
        expect(fullName(blank, blank)).toBe('');
      }),
    );
  });

  it('ignores whitespace around either name, and has none around itself', () => {
    fc.assert(
      fc.property(
        tidyName,
        tidyName,
        fc.array(someWhitespace, { minLength: 4, maxLength: 4 }),
        (first, last, [a = '', b = '', c = '', d = '']) => {
          const padded = fullName(`${a}${first}${b}`, `${c}${last}${d}`);
          expect(padded).toBe(fullName(first, last));
          expect(padded.trim()).toBe(padded);
          // Nothing added but the one separating space.
          expect(padded.length).toBe(first.length + last.length + (first && last ? 1 : 0));
        },
      ),
    );
  });
});

describe('validation', () => {
  it('never throws, only names visible fields and only says things the copy says', () => {
    fc.assert(
      fc.property(anyForm, (values) => {
        const errors = validateContactForm(values, copy);
        for (const [name, message] of Object.entries(errors)) {
          expect(fieldNames).toContain(name);
          expect(allMessages).toContain(message);
        }
        const first = firstInvalidField(errors);
        if (first === undefined) expect(errors).toEqual({});
        else expect(errors[first]).toBeDefined();
      }),
    );
  });

  it('accepts every form within the limits with a valid email and a message', () => {
    fc.assert(
      fc.property(validForm, (values) => {
        expect(validateContactForm(values, copy)).toEqual({});
      }),
    );
  });

  it('holds the pinned limits, and says so in words', () => {
    expect(Object.fromEntries(fieldNames.map((name) => [name, limit(name)]))).toEqual({
      firstName: 100,
      lastName: 100,
      email: 254,
      subject: 200,
      message: 5000,
    });
    expect(tooLong('email')).toBe('Please use at most 254 characters.');
  });

  it('counts UTF-16 code units, as the browser counts maxLength', () => {
    for (const name of fieldNames) {
      const max = limit(name);
      const atLimit = name === 'email' ? `${'x'.repeat(max - 12)}@example.com` : '😀'.repeat(max / 2);
      expect(atLimit).toHaveLength(max);
      expect(validateContactForm({ ...validFormExample, [name]: atLimit }, copy)[name], name).toBeUndefined();
      expect(validateContactForm({ ...validFormExample, [name]: `${atLimit}x` }, copy)[name], name).toBe(
        tooLong(name),
      );
    }
  });

  it('rejects exactly the broken fields, and focus goes to the first of them in form order', () => {
    fc.assert(
      fc.property(
        validForm,
        fc.subarray([...fieldNames], { minLength: 1 }),
        fc.record(breakField),
        (form, broken, replacements) => {
          const values = { ...form };
          for (const name of broken) values[name] = replacements[name];
          const errors = validateContactForm(values, copy);
          expect(Object.keys(errors).sort()).toEqual([...broken].sort());
          expect(firstInvalidField(errors)).toBe(fieldNames.find((name) => broken.includes(name)));
        },
      ),
    );
  });

  it('says why: too long, required or invalid', () => {
    fc.assert(
      fc.property(validForm, fc.constantFrom(...fieldNames), (form, name) => {
        const over = { ...form, [name]: 'y'.repeat(limit(name) + 1) };
        expect(validateContactForm(over, copy)[name]).toBe(tooLong(name));
      }),
    );
    fc.assert(
      fc.property(validForm, someWhitespace, invalidEmail, (form, blank, wrong) => {
        expect(validateContactForm({ ...form, email: blank }, copy).email).toBe(copy.errors.emailRequired);
        expect(validateContactForm({ ...form, message: blank }, copy).message).toBe(
          copy.errors.messageRequired,
        );
        expect(validateContactForm({ ...form, email: wrong }, copy).email).toBe(
          isPlain(wrong) ? copy.errors.emailInvalid : copy.errors.invisibleCharacters,
        );
        expect(isValidEmail(wrong)).toBe(false);
      }),
      // An address cut short after the `@`, every run: the slip a visitor makes most.
      { examples: [[validFormExample, ' ', 'jana@']] },
    );
  });

  it('judges each field on its own value only; the spam trap never blocks', () => {
    fc.assert(
      fc.property(anyForm, anyForm, fc.constantFrom(...fieldNames), (a, b, name) => {
        const mixed = { ...b, [name]: a[name] };
        expect(validateContactForm(mixed, copy)[name]).toBe(validateContactForm(a, copy)[name]);
      }),
    );
    fc.assert(
      fc.property(validForm, anyText(), (values, trap) => {
        expect(validateContactForm({ ...values, [honeypotName]: trap }, copy)).toEqual({});
      }),
    );
  });

  it('checks an address in linear time, whatever it is fed (no catastrophic backtracking)', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(
            fc.constantFrom('', 'a@', 'a@b.'),
            fc.string({ unit: fc.constantFrom('a', '.', '-', '@', ' '), minLength: 5000, maxLength: 10_000 }),
            fc.string({ unit: fc.constantFrom('a', '.', '-'), minLength: 5000, maxLength: 10_000 }),
            fc.constantFrom('', ' ', '@', '@a', '@a.', '\u00a0', '..', '@@'),
          )
          .chain(([start, mixed, run, end]) => fc.constantFrom(mixed, start + run + end)),
        (text) => {
          // Linear matching takes microseconds; a backtracking pattern would run for minutes, so the
          // check runs under a watchdog that interrupts it (vm's timeout stops even a running regex).
          runInNewContext(
            'check()',
            {
              check: () => {
                isValidEmail(text);
                validateContactForm({ ...validFormExample, email: text }, copy);
              },
            },
            { timeout: 5000 },
          );
        },
      ),
      // No shrinking: every shrink step of a hanging input would wait for the watchdog again.
      { numRuns: 30, endOnFailure: true },
    );
  });
});

describe('characters that mislead', () => {
  const bidiAndInvisible = Array.from(
    '\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\uFEFF\u2060\u00AD',
  );

  it('are refused in names, the email and the subject, wherever they stand, and said so', () => {
    fc.assert(
      fc.property(
        validForm,
        fc.constantFrom('firstName', 'lastName', 'email', 'subject' as const),
        fc.constantFrom(...bidiAndInvisible),
        fc.nat(),
        (form, name, character, at) => {
          const value = form[name];
          const position = value.length === 0 ? 0 : at % (value.length + 1);
          const values = { ...form, [name]: value.slice(0, position) + character + value.slice(position) };
          expect(validateContactForm(values, copy)[name]).toBe(copy.errors.invisibleCharacters);
        },
      ),
      // The regressions run first every time: a zero-width space before an address, an override in a name.
      {
        examples: [
          [validFormExample, 'email', '\u200B', 0],
          [{ ...validFormExample, lastName: 'Bergmoc.live' }, 'lastName', '\u202E', 4],
        ],
      },
    );
  });

  it('are left to the message, where emoji are joined with them', () => {
    const message = 'See you there 👩‍👩‍👧‍👦 \u200F';
    expect(validateContactForm({ ...validFormExample, message }, copy)).toEqual({});
  });
});

describe('firstInvalidField', () => {
  const anyErrors: fc.Arbitrary<ContactFormErrors> = fc.record(
    Object.fromEntries(fieldNames.map((name) => [name, fc.constantFrom(...allMessages)])) as Record<
      FieldName,
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  );

  it('is the first field with an error in the order a visitor fills the form, or none', () => {
    fc.assert(
      fc.property(anyErrors, (errors) => {
        const first = firstInvalidField(errors);
        const withErrors = fieldNames.filter((name) => name in errors);
        if (first === undefined) {
          expect(withErrors).toEqual([]);
          return;
        }
        expect(withErrors).toContain(first);
        for (const name of fieldNames.slice(0, fieldNames.indexOf(first)))
          expect(errors[name]).toBeUndefined();
      }),
    );
  });

  it('visits the fields in the order they are laid out: first name, last name, email, subject, message', () => {
    expect(fieldNames).toEqual(['firstName', 'lastName', 'email', 'subject', 'message']);
  });
});
