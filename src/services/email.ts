import { send } from '@emailjs/browser';
import type { EmailProviderConfig } from '../content/types';
import { EmailSendError } from './emailErrors';

export { EmailSendError } from './emailErrors';

/** Exactly what the provider's template receives. */
export interface ContactTemplateParams {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  /** First and last name joined by one space; just one of them when the other is empty. */
  fullName: string;
  [key: string]: string;
}

export interface EmailSender {
  /** Resolves when the provider accepted the message; rejects on any failure (status, network, timeout). */
  send(params: ContactTemplateParams): Promise<void>;
  /**
   * Starts loading what a send needs, when a visitor begins a message. A send made later, even
   * offline, then fails only on the network, and the retry goes through once it is back (a browser
   * may remember a code import that failed offline, and a retry of it would fail again).
   */
  prepare?: () => void;
}

/** Where the SDK posts (`/api/v1.0/email/send`); the Content Security Policy allows it. */
export const emailProviderOrigin = 'https://api.emailjs.com';

/** A send that gets no answer within this time counts as failed (the visitor keeps their text). */
export const sendTimeoutMs = 15_000;

/** The provider ids: the given defaults (the content's), overridden by the build's environment. */
export function emailProviderConfig(
  defaults: EmailProviderConfig,
  env: Partial<Record<string, string>> = import.meta.env,
): EmailProviderConfig {
  // An empty variable (a CI secret that is not set) means "use the default", not "use nothing".
  const pick = (override: string | undefined, fallback: string) => (override?.trim() ? override : fallback);
  return {
    publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, defaults.publicKey),
    serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, defaults.serviceId),
    templateId: pick(env.VITE_EMAILJS_TEMPLATE_ID, defaults.templateId),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new EmailSendError(`The email provider did not answer within ${String(ms / 1000)} s.`, 0));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof Error ? error : new EmailSendError(describeProviderError(error), statusOf(error)),
        );
      },
    );
  });
}

/** The HTTP status of the SDK's rejection, 0 when it has none. */
function statusOf(error: unknown): number {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : 0;
  return typeof status === 'number' ? status : 0;
}

/** The SDK rejects with `{ status, text }` for an HTTP error and a TypeError when offline. */
function describeProviderError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `The email provider answered ${String(status)}: ${typeof text === 'string' ? text : ''}`;
  }
  return `The email provider failed: ${String(error)}`;
}

/**
 * Sends through EmailJS (`@emailjs/browser`). Deliberate choices about the SDK's options:
 * - `blockHeadless: false`: otherwise every headless browser, our tests included, gets a 451;
 * - no SDK `limitRate`: it records the time BEFORE the request, so a retry after a network error
 *   would be refused with 429 and the visitor could not send at all; the form has its own
 *   throttle that only counts successful sends.
 */
export function createEmailJsSender(config: EmailProviderConfig): EmailSender {
  return {
    async send(params) {
      await withTimeout(
        send(config.serviceId, config.templateId, params, {
          publicKey: config.publicKey,
          blockHeadless: false,
        }),
        sendTimeoutMs,
      );
    },
  };
}
