import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('@emailjs/browser', () => ({ send }));

const { createEmailJsSender, sendTimeoutMs } = await import('@/services/email');
const { EmailSendError, callsForBackOff } = await import('@/services/emailErrors');

const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };
const params = {
  firstName: 'Jana',
  lastName: 'Berg',
  email: 'jana@example.com',
  subject: 'Hi',
  message: 'Hello',
  fullName: 'Jana Berg',
};

afterEach(() => {
  vi.useRealTimers();
  send.mockReset();
});

describe('the EmailJS sender', () => {
  it('sends with the configured ids, headless blocking off and no SDK rate limit', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await createEmailJsSender(config).send(params);
    expect(send).toHaveBeenCalledWith('svc', 'tpl', params, { publicKey: 'pk', blockHeadless: false });
  });

  it('names the status in its error and keeps it, so that the form backs off after a 429 and not a 400', async () => {
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    const tooMany: unknown = await createEmailJsSender(config)
      .send(params)
      .catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(EmailSendError);
    expect(tooMany).toHaveProperty('message', 'The email provider answered 429: Too Many Requests');
    expect(callsForBackOff(tooMany)).toBe(true);
    send.mockRejectedValue({ status: 400, text: 'Bad Request' });
    const bad: unknown = await createEmailJsSender(config)
      .send(params)
      .catch((error: unknown) => error);
    expect(callsForBackOff(bad)).toBe(false);
    expect(callsForBackOff(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('passes a network TypeError on as it is', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createEmailJsSender(config).send(params)).rejects.toThrow(TypeError);
  });

  it('fails a send that gets no answer within 15 seconds', async () => {
    vi.useFakeTimers();
    send.mockReturnValue(new Promise(() => undefined));
    const result = createEmailJsSender(config).send(params);
    const assertion = expect(result).rejects.toThrow('did not answer within 15 s');
    await vi.advanceTimersByTimeAsync(sendTimeoutMs);
    await assertion;
    expect(callsForBackOff(await result.catch((error: unknown) => error))).toBe(true);
  });
});
