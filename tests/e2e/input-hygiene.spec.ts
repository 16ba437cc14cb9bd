// Issue 15 on the built server (decision 0021): a NUL in a page's query and a malformed Host header answer 400
// with the SPEC error body before any page, the /campaign fast path or the API reads them. Requests go out raw
// (node:http): a browser or a URL API would not send such a Host.
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { rawRequest, type RawResponse } from '../../src/server/http/test-client';
import { E2E_PORT } from '../support/brands';

const get = (target: string, host = `localhost:${E2E_PORT}`): Promise<RawResponse> =>
  rawRequest(E2E_PORT, target, { headers: { host } });

/** A request written byte by byte (Node's client refuses control characters in headers); the raw answer. */
function rawSocket(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1', () =>
      socket.write(Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, 'latin1')),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function specBody(answer: RawResponse) {
  expect(answer.status).toBe(400);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as {
    label: string;
    code: string;
    parameters: object;
    violations: Array<{ propertyPath: string }>;
  };
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  return body;
}

test('GET /mailbox?to=%00 answers 400 naming `to`; a clean filter shows the mailbox', async () => {
  expect(specBody(await get('/mailbox?to=%00'))).toMatchObject({
    code: '9e4235af',
    violations: [{ propertyPath: 'to' }],
  });
  const page = await get('/mailbox?to=nobody%40example.com');
  expect(page.status).toBe(200);
  expect(page.text).toContain('data-mailbox-empty');
});

test('a NUL in the token of /campaign or /kyc-form answers 400, not a page', async () => {
  expect(specBody(await get('/campaign?token=%00')).violations).toEqual([
    expect.objectContaining({ propertyPath: 'token' }),
  ]);
  expect(specBody(await get('/kyc-form?token=a%00b')).violations).toEqual([
    expect.objectContaining({ propertyPath: 'token' }),
  ]);
});

test('a malformed Host answers 400 with the SPEC body on pages and the API, not the default brand', async () => {
  for (const target of ['/', '/investor-login', '/public-api/advisor-panel-configuration']) {
    for (const host of ['evil example', 'localhost/evil', `user@localhost:${E2E_PORT}`]) {
      expect(specBody(await get(target, host)), `${target} ${host}`).toMatchObject({
        code: '9e4235af',
        violations: [{ propertyPath: 'Host' }],
      });
    }
  }
  expect((await get('/', `127.0.0.1:${E2E_PORT}`)).status).toBe(200);
});

test('a Host with a control character, or none on HTTP/1.1, answers 400 with the SPEC body, not a bare status line', async () => {
  for (const head of ['GET / HTTP/1.1\r\nHost: local\u0001host', 'GET /investor-login HTTP/1.1']) {
    const answer = await rawSocket(head);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: expect.stringMatching(/^[0-9a-f]{8}$/),
      parameters: {},
      violations: expect.any(Array),
    });
  }
});
