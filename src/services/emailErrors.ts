// Apart from the sender, so that the form can read a failure without loading the email SDK.

/**
 * A send that failed, with the provider's HTTP status, or 0 when no answer came (offline, a network
 * error, a timeout): the form backs off after a 429 or a 0 before it lets the visitor try again.
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'EmailSendError';
  }
}

/** Whether the provider asked for fewer requests (429) or could not be reached: trying again at once would fail again. */
export function callsForBackOff(error: unknown): boolean {
  const status = error instanceof EmailSendError ? error.status : error instanceof TypeError ? 0 : undefined;
  return status === 0 || status === 429;
}
