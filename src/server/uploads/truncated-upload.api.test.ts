// Bodies that end where they should not (issue 33): a multipart form that stops inside its file part, a body
// stream that fails mid-file (the client went away) and one that fails before the file began. Before the fix the
// first killed the process: busboy destroys the file stream with "Unexpected end of form" and nothing listened.
// Each must answer a 4xx in the SPEC body, stage nothing, record nothing, and leave the next upload working.
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../tests/support/auth-fixtures';
import { offerAttachments } from '../db/schema';
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
