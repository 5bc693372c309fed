import { emptyValues, fieldNames, type ContactFormValues } from './contactFormModel';

/**
 * What the form keeps in the visitor's own browser: an unsent draft (so a reload or a failed
 * send loses nothing) and the time of the last successful send (the throttle). Storage may be
 * unavailable (private mode, disabled): then the form simply works without it.
 */
export const draftKey = 'contact-form:draft';
export const lastSentKey = 'contact-form:last-sent';

/** Minimum time between two successful sends from one browser. */
export const minimumSendInterval = 60_000;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadDraft(): ContactFormValues | undefined {
  const raw = storage()?.getItem(draftKey);
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
    if (isEmpty) storage()?.removeItem(draftKey);
    else storage()?.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft is a convenience, not a requirement.
  }
}

export function clearDraft() {
  storage()?.removeItem(draftKey);
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
