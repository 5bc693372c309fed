import type { EmailSender } from '@/services/email';
import { EmailSendError } from '@/services/emailErrors';
import type { SchedulingService } from '@/services/scheduling';

/** The provider cannot be reached (offline, blocked): the fallback link stays. The stories' default. */
export const unreachableScheduling: SchedulingService = {
  renderButton: () => Promise.reject(new Error('Scheduling provider unreachable (story).')),
};

/** Never answers: what a visitor sees while the script is still loading. */
export const pendingScheduling: SchedulingService = {
  renderButton: () => new Promise<void>(() => undefined),
};

/**
 * Stands in for the provider's script: draws a button next to the target, as the real one does.
 * The real button is Google's; this stand-in only shows where it goes and that it replaces the link.
 */
export const fakeProviderScheduling: SchedulingService = {
  renderButton: (target, options) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.label;
    Object.assign(button.style, {
      background: options.color,
      color: '#0D1117',
      border: '0',
      borderRadius: '4px',
      padding: '12px 24px',
      font: '600 16px/1 "Inter Variable", sans-serif',
    });
    target.after(button);
    return Promise.resolve();
  },
};

/** Email senders for the contact-form stories: the provider accepts, refuses, or never answers. */
export const acceptingEmail: EmailSender = { send: () => Promise.resolve() };
export const failingEmail: EmailSender = {
  send: () => Promise.reject(new Error('The email provider answered 503 (story).')),
};
export const pendingEmail: EmailSender = { send: () => new Promise<void>(() => undefined) };
/**
 * The provider asks for fewer requests (429): the form then waits before the next try. It answers
 * after a moment, as a real provider does, so the form is always drawn sending first (the button,
 * disabled meanwhile, gives up its focus) and the picture is the same run after run.
 */
export const tooManyRequestsEmail: EmailSender = {
  send: () =>
    new Promise<void>((_, reject) => {
      setTimeout(() => {
        reject(new EmailSendError('The email provider answered 429 (story).', 429));
      }, 100);
    }),
};
