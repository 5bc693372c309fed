// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { content } from '@/content';
import { emptyValues, type ContactFormValues } from '@/sections/contact/form/contactFormModel';
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

// What is validated and sent (buildTemplateParams, validateContactForm) is checked in
// contactFormModel.property.test.ts; this file keeps what the form stores and whom it sends to.
const valid: ContactFormValues = {
  ...emptyValues,
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Keynote',
  message: 'Would you speak at our conference?',
};

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
