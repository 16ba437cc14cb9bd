import { describe, expect, it, vi } from 'vitest';
import { InvalidEmailError, outcomeOf, sendPerEmail } from './send-per-email';

describe('sendPerEmail', () => {
  it('sends one request per address, all at once, and reports all sent', async () => {
    const started: string[] = [];
    const send = vi.fn((email: string) => {
      started.push(email);
      return new Promise((resolve) => setTimeout(() => resolve({ offerId: email }), email === 'a@x.pl' ? 20 : 1));
    });
    const result = await sendPerEmail(['a@x.pl', 'b@y.pl'], send);
    // Both started before either finished: one slow address does not hold the others back.
    expect(started).toEqual(['a@x.pl', 'b@y.pl']);
    expect(result).toEqual({ sent: ['a@x.pl', 'b@y.pl'], failed: [] });
    expect(outcomeOf(result)).toBe('all');
  });

  it('settles each address on its own: a refusal does not stop the others (partial)', async () => {
    const refusal = new Error('campaign closed');
    const send = vi.fn((email: string) => (email === 'b@y.pl' ? Promise.reject(refusal) : Promise.resolve({})));
    const result = await sendPerEmail(['a@x.pl', 'b@y.pl', 'c@z.pl'], send);
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.sent).toEqual(['a@x.pl', 'c@z.pl']);
    expect(result.failed).toEqual([{ email: 'b@y.pl', error: refusal }]);
    expect(outcomeOf(result)).toBe('partial');
  });

  it('fails malformed addresses without a request, after the sent ones', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const result = await sendPerEmail(['a@x.pl'], send, ['bad@']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('a@x.pl');
    expect(result.sent).toEqual(['a@x.pl']);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]!.email).toBe('bad@');
    expect(result.failed[0]!.error).toBeInstanceOf(InvalidEmailError);
    expect(outcomeOf(result)).toBe('partial');
  });

  it('reports none sent when every address fails', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const result = await sendPerEmail(['a@x.pl', 'b@y.pl'], send, ['bad@']);
    expect(result.sent).toEqual([]);
    expect(result.failed.map((f) => f.email)).toEqual(['a@x.pl', 'b@y.pl', 'bad@']);
    expect(outcomeOf(result)).toBe('none');
  });
});
