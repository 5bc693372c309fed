// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { content } from '@/content';
import {
  buildTemplateParams,
  emptyValues,
  firstInvalidField,
  isValidEmail,
  validateContactForm,
  type ContactFormValues,
} from '@/sections/contact/form/contactFormModel';
import {
  clearDraft,
  loadDraft,
  minimumSendInterval,
  recordSuccessfulSend,
  retryDelay,
  saveDraft,
  throttleRemaining,
} from '@/sections/contact/form/formStorage';
import { emailProviderConfig } from '@/services/email';

const copy = content.contact.form;
const valid: ContactFormValues = {
  ...emptyValues,
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote',
  message: 'Would you speak at our conference?',
};

describe('payload', () => {
  it('joins first and last name with one space', () => {
    expect(buildTemplateParams(valid)).toEqual({
      firstName: 'Jana',
      lastName: 'Berg',
      email: 'jana@example.com',
      subject: 'Keynote',
      message: 'Would you speak at our conference?',
      fullName: 'Jana Berg',
    });
  });

  it('uses just the name that was given when the other is empty', () => {
    expect(buildTemplateParams({ ...valid, lastName: '' }).fullName).toBe('Jana');
    expect(buildTemplateParams({ ...valid, firstName: '' }).fullName).toBe('Berg');
    expect(buildTemplateParams({ ...valid, firstName: '', lastName: '' }).fullName).toBe('');
  });

  it('never sends the spam-trap field', () => {
    expect(Object.keys(buildTemplateParams({ ...valid, website: 'http://spam' }))).not.toContain('website');
  });
});

describe('validation', () => {
  it('accepts a complete message', () => {
    expect(validateContactForm(valid, copy)).toEqual({});
  });

  it('requires an email and a message, and focuses the email first', () => {
    const errors = validateContactForm(emptyValues, copy);
    expect(errors).toEqual({ email: copy.errors.emailRequired, message: copy.errors.messageRequired });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('rejects addresses a reply could not reach', () => {
    for (const email of [
      'jana',
      'jana@',
      '@example.com',
      'jana@example',
      'jana @example.com',
      'jana@example.',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
      expect(validateContactForm({ ...valid, email }, copy).email).toBe(copy.errors.emailInvalid);
    }
    for (const email of ['jana@example.com', 'j.berg+talks@mail.example.co.uk'])
      expect(isValidEmail(email)).toBe(true);
  });

  it('treats a message of spaces as empty', () => {
    expect(validateContactForm({ ...valid, message: '   \n ' }, copy).message).toBe(
      copy.errors.messageRequired,
    );
  });

  it('refuses an address longer than 254 characters instead of cutting it', () => {
    const address = `${'x'.repeat(243)}@example.com`;
    expect(address).toHaveLength(255);
    expect(validateContactForm({ ...valid, email: address }, copy).email).toBe(
      'Please use at most 254 characters.',
    );
  });

  it('enforces the limits: names 100, subject 200, message 5000', () => {
    const tooLong = (n: number) => 'x'.repeat(n + 1);
    const errors = validateContactForm(
      {
        ...valid,
        firstName: tooLong(100),
        lastName: tooLong(100),
        subject: tooLong(200),
        message: tooLong(5000),
      },
      copy,
    );
    expect(errors).toEqual({
      firstName: 'Please use at most 100 characters.',
      lastName: 'Please use at most 100 characters.',
      subject: 'Please use at most 200 characters.',
      message: 'Please use at most 5000 characters.',
    });
    expect(validateContactForm({ ...valid, message: 'x'.repeat(5000) }, copy)).toEqual({});
  });
});

describe('draft and throttle storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps an unsent draft for the visit only (session storage), without the spam trap, and clears it', () => {
    saveDraft({ ...valid, website: 'bot' });
    expect(loadDraft()).toEqual({ ...valid, website: '' });
    expect(JSON.parse(sessionStorage.getItem('contact-form:draft') ?? '{}')).toEqual({
      firstName: 'Jana',
      lastName: 'Berg',
      email: 'jana@example.com',
      subject: 'Keynote',
      message: 'Would you speak at our conference?',
    });
    expect(localStorage.getItem('contact-form:draft')).toBeNull();
    clearDraft();
    expect(loadDraft()).toBeUndefined();
  });

  it('forgets a draft an earlier version left in local storage', () => {
    localStorage.setItem('contact-form:draft', JSON.stringify(valid));
    expect(loadDraft()).toBeUndefined();
    expect(localStorage.getItem('contact-form:draft')).toBeNull();
  });

  it('forgets the draft when the form is emptied, and survives garbage in storage', () => {
    saveDraft(valid);
    saveDraft(emptyValues);
    expect(loadDraft()).toBeUndefined();
    sessionStorage.setItem('contact-form:draft', '{not json');
    expect(loadDraft()).toBeUndefined();
  });

  it('allows the next send only after the minimum interval since the last success', () => {
    expect(throttleRemaining(1_000_000)).toBe(0);
    recordSuccessfulSend(1_000_000);
    expect(throttleRemaining(1_000_000 + 1000)).toBe(minimumSendInterval - 1000);
    expect(throttleRemaining(1_000_000 + minimumSendInterval)).toBe(0);
  });

  it('waits longer after each refused or unanswered send in a row, up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
  });
});

describe('provider ids', () => {
  it('default to the content module and can be overridden by the build', () => {
    expect(emailProviderConfig(content.emailProvider, {})).toEqual(content.emailProvider);
    expect(
      emailProviderConfig(content.emailProvider, {
        VITE_EMAILJS_PUBLIC_KEY: 'pk',
        VITE_EMAILJS_SERVICE_ID: 'svc',
        VITE_EMAILJS_TEMPLATE_ID: ' ',
      }),
    ).toEqual({ publicKey: 'pk', serviceId: 'svc', templateId: content.emailProvider.templateId });
  });
});
