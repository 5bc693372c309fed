import { emptyValues, fieldNames, type ContactFormValues } from './contactFormModel';

/**
 * What the form keeps in the visitor's own browser: an unsent draft, for the visit only (session
 * storage: a reload or a failed send loses nothing, and closing the tab forgets it), and the time
 * of the last successful send (local storage: the throttle, which holds no personal data). Storage
 * may be unavailable (private mode, disabled): then the form simply works without it.
 */
export const draftKey = 'contact-form:draft';
export const lastSentKey = 'contact-form:last-sent';

/** Minimum time between two successful sends from one browser. */
export const minimumSendInterval = 60_000;

function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

const draftStorage = () => storage('sessionStorage');

export function loadDraft(): ContactFormValues | undefined {
  // A draft an earlier version of the site left in local storage would stay there for good.
  try {
    storage()?.removeItem(draftKey);
  } catch {
    // Storage disabled: there is nothing to forget.
  }
  const raw = draftStorage()?.getItem(draftKey);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const draft = { ...emptyValues };
    for (const name of fieldNames) {
      const value = parsed[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

/** Saves the visible fields (never the spam trap); an empty form clears the draft. */
export function saveDraft(values: ContactFormValues) {
  const draft = Object.fromEntries(fieldNames.map((name) => [name, values[name]]));
  const isEmpty = fieldNames.every((name) => !values[name]);
  try {
    if (isEmpty) draftStorage()?.removeItem(draftKey);
    else draftStorage()?.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, not a requirement.
  }
}

export function clearDraft() {
  try {
    draftStorage()?.removeItem(draftKey);
  } catch {
    // Storage disabled: no draft was kept.
  }
}

/** Milliseconds until another send is allowed; 0 when it is allowed now. */
export function throttleRemaining(now = Date.now()): number {
  const lastSent = Number(storage()?.getItem(lastSentKey) ?? 0);
  return Math.max(0, lastSent + minimumSendInterval - now);
}

export function recordSuccessfulSend(now = Date.now()) {
  try {
    storage()?.setItem(lastSentKey, String(now));
  } catch {
    // Without storage there is no throttle across reloads; the in-flight guard still applies.
  }
}

/** The first wait after a refused (too many requests) or unreachable send; it doubles with each in a row. */
export const firstRetryDelay = 10_000;
const longestRetryDelay = 5 * 60_000;

/** How long the form waits before it sends again, after this many such failures in a row. */
export function retryDelay(failuresInARow: number): number {
  return Math.min(longestRetryDelay, firstRetryDelay * 2 ** Math.max(0, failuresInARow - 1));
}
