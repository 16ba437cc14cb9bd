import { describe, expect, it } from 'vitest';
import { readNoScriptPost } from './no-script-post';

const post = (body: BodyInit, type?: string) =>
  new Request('http://localhost/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('readNoScriptPost', () => {
  it('is undefined for a GET', async () => {
    expect(await readNoScriptPost(new Request('http://localhost/?email=a'))).toBeUndefined();
  });

  it('returns only the e-mail of a posted form, trimmed', async () => {
    const body = new URLSearchParams({ email: ' ada@example.com ', password: 'Secret#123' });
    const result = await readNoScriptPost(post(body.toString(), 'application/x-www-form-urlencoded'));
    expect(result).toEqual({ email: 'ada@example.com' });
    expect(JSON.stringify(result)).not.toContain('Secret');
  });

  it('answers a POST with no usable form with an empty e-mail', async () => {
    expect(await readNoScriptPost(post('{"email":"x"}', 'application/json'))).toEqual({ email: '' });
    expect(await readNoScriptPost(post('%%%', 'multipart/form-data; boundary=x'))).toEqual({ email: '' });
  });

  it('never echoes an e-mail holding NUL, a control or a bidirectional character', async () => {
    for (const email of ['a\u0000@b.pl', 'a\u0007@b.pl', 'a\u202e@b.pl', 'a\nb@c.pl']) {
      const body = new URLSearchParams({ email });
      expect(
        await readNoScriptPost(post(body.toString(), 'application/x-www-form-urlencoded')),
        JSON.stringify(email),
      ).toEqual({ email: '' });
    }
  });
});
