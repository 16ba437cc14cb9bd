// Bodies that end where they should not (issue 33): a multipart form that stops inside its file part, a body
// stream that fails mid-file (the client went away) and one that fails before the file began. Before the fix the
// first killed the process: busboy destroys the file stream with "Unexpected end of form" and nothing listened.
// Each must answer a 4xx in the SPEC body, stage nothing, record nothing, and leave the next upload working.
// Then forms with parts the upload does not read (a second file, a file under another name, a 21st field, a flood of
// nameless parts): once dropped unsaid, now each refuses the whole form with 400 naming the part, nothing kept.
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../tests/support/auth-fixtures';
import { storedFiles } from '../../../tests/support/stored-files';
import { offerAttachments } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { multipart, PDF_BYTES } from '../../../tests/support/public-offer.fixtures';
import { acceptedOffer, upload, world, type World } from '../../../tests/support/upload.fixtures';

const BOUNDARY = 'TruncatedBoundary7MA4YWxk';
const head = (name = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="wplata.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';
const encoder = new TextEncoder();

/** A body stream that gives `parts` and then ends, or fails with `failure` (a client that went away). */
function bodyOf(parts: Uint8Array[], failure?: Error): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++]!);
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

function post(w: World, token: string, body: ReadableStream<Uint8Array>) {
  return request(w.t, w.home, `/public-api/campaign-offer/${encodeURIComponent(token)}/upload`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('an upload whose body ends too soon', () => {
  let w: World;
  let token: string;
  let offerId: string;
  beforeAll(async () => {
    w = await world();
    ({ token, id: offerId } = await acceptedOffer(w));
  });
  afterAll(async () => {
    await w.t.close();
  });

  async function expectNothingKept() {
    const staging = await w.t.runtime.storage.stagingDirectory();
    expect((await readdir(staging)).filter((name) => name.startsWith('.'))).toEqual([]);
    const rows = await w.t.runtime.database.db
      .select()
      .from(offerAttachments)
      .where(eq(offerAttachments.offerId, offerId));
    expect(rows).toEqual([]);
  }

  const cases: Array<[string, () => ReadableStream<Uint8Array>]> = [
    ['ends inside the file part', () => bodyOf([encoder.encode(head()), PDF_BYTES.slice(0, 40)])],
    ['ends after the part headers', () => bodyOf([encoder.encode(head())])],
    ['ends inside a part header', () => bodyOf([encoder.encode(head().slice(0, 50))])],
    [
      'fails mid-file (the client went away)',
      () => bodyOf([encoder.encode(head()), PDF_BYTES.slice(0, 40)], new Error('aborted')),
    ],
    ['fails before any part', () => bodyOf([], new Error('aborted'))],
    [
      'ends inside a file part the form does not read',
      () => bodyOf([encoder.encode(head('other')), PDF_BYTES.slice(0, 40)]),
    ],
  ];

  it.each(cases)('%s: 400 in the SPEC body, nothing staged or recorded', async (_name, body) => {
    const res = await post(w, token, body());
    expect(res.status).toBe(400);
    const error = (await res.json()) as { label: string; code: string };
    expect(error.code).toMatch(/^[0-9a-f]{8}$/);
    expect(typeof error.label).toBe('string');
    await expectNothingKept();
  });

  it('takes the next whole upload as usual', async () => {
    const res = await upload(w, token, multipart(PDF_BYTES, 'wplata.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
  });
});

describe('an upload form with parts it does not read', () => {
  let w: World;
  let token: string;
  let offerId: string;
  beforeAll(async () => {
    w = await world();
    ({ token, id: offerId } = await acceptedOffer(w));
  });
  afterAll(async () => {
    await w.t.close();
  });

  const pdf = (name = 'wplata.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });
  const formOf = (parts: Array<[string, string | File]>) => {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    return form;
  };
  const twentyOne = Array.from({ length: 21 }, (_, i): [string, string] => [`note${i + 1}`, 'x']);
  const violation = (propertyPath: string, key: string) => ({ propertyPath, title: key, message: key });

  const cases: Array<[string, () => FormData | ReadableStream<Uint8Array>, object]> = [
    [
      'two file parts',
      () =>
        formOf([
          ['file', pdf()],
          ['file', pdf('druga.pdf')],
        ]),
      { label: 'Only one file can be sent', parameters: {}, violations: [violation('file', 'validation.oneFileOnly')] },
    ],
    [
      'a file part named otherwise (before the file)',
      () =>
        formOf([
          ['attachment', pdf()],
          ['file', pdf()],
        ]),
      {
        label: 'The form takes no file under this name',
        parameters: {},
        violations: [violation('attachment', 'validation.unexpectedFile')],
      },
    ],
    [
      'a file part named otherwise (after the file, which was staged already)',
      () =>
        formOf([
          ['file', pdf()],
          ['attachment', pdf()],
        ]),
      {
        label: 'The form takes no file under this name',
        parameters: {},
        violations: [violation('attachment', 'validation.unexpectedFile')],
      },
    ],
    [
      '21 fields before the file',
      () => formOf([...twentyOne, ['file', pdf()]]),
      {
        label: 'The form has too many fields',
        parameters: { limit: 20 },
        violations: [violation('note21', 'validation.tooManyFields')],
      },
    ],
    [
      '21 fields after the file',
      () => formOf([['file', pdf()], ...twentyOne]),
      {
        label: 'The form has too many fields',
        parameters: { limit: 20 },
        violations: [violation('note21', 'validation.tooManyFields')],
      },
    ],
    [
      '40 parts without a Content-Disposition after the file',
      () =>
        bodyOf([
          encoder.encode(head()),
          PDF_BYTES,
          encoder.encode(
            `\r\n--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx`.repeat(40) + `\r\n--${BOUNDARY}--\r\n`,
          ),
        ]),
      {
        label: 'Too many parts in the form',
        code: ERROR_CODES.incorrectFormData,
        parameters: { limit: 40 },
        violations: [],
      },
    ],
  ];

  it.each(cases)('%s: 400 naming the part in the SPEC body, nothing stored', async (_name, body, expected) => {
    const before = await storedFiles(w.t.runtime);
    const sent = body();
    const res =
      sent instanceof FormData
        ? await request(w.t, w.home, `/public-api/campaign-offer/${encodeURIComponent(token)}/upload`, {
            method: 'POST',
            body: sent,
          })
        : await post(w, token, sent);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: ERROR_CODES.violations, ...expected });
    expect(await storedFiles(w.t.runtime)).toEqual(before);
    const rows = await w.t.runtime.database.db
      .select()
      .from(offerAttachments)
      .where(eq(offerAttachments.offerId, offerId));
    expect(rows).toEqual([]);
  });

  it('still takes one file with 20 fields', async () => {
    const res = await request(w.t, w.home, `/public-api/campaign-offer/${encodeURIComponent(token)}/upload`, {
      method: 'POST',
      body: formOf([...twentyOne.slice(0, 20), ['file', pdf()]]),
    });
    expect(res.status).toBe(201);
  });
});
