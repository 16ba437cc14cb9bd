// The mailbox reads the outbox per landing: one brand's mailbox never shows another brand's mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Landing } from '../../lib/contracts/landing';
import { sendMail } from './mailer';
import { findMail, listMail } from './outbox';
import { passwordResetTemplate } from './templates/password-reset';

let t: TestApp;
let brands: Record<string, Landing>;
beforeAll(async () => {
  t = await createTestApp();
  brands = Object.fromEntries((await t.runtime.landings.all()).map((brand) => [brand.slug, brand]));
});
afterAll(() => t.close());

const send = (landing: Landing, to: string) =>
  sendMail(t.runtime, {
    landing,
    to,
    language: 'pl',
    template: passwordResetTemplate,
    data: { link: 'http://x.example/r', minutes: 60 },
  });

describe('outbox reads', () => {
  it('list one landing, newest first, optionally one recipient', async () => {
    const a = await send(brands.default!, 'a@example.com');
    const b = await send(brands.default!, 'B@example.com');
    const other = await send(brands.navy!, 'a@example.com');
    const all = await listMail(t.runtime.database.db, { landingId: brands.default!.id });
    expect(all.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(
      (await listMail(t.runtime.database.db, { landingId: brands.default!.id, to: ' b@EXAMPLE.com ' })).map(
        (m) => m.id,
      ),
    ).toEqual([b.id]);
    expect((await listMail(t.runtime.database.db, { landingId: brands.navy!.id })).map((m) => m.id)).toEqual([
      other.id,
    ]);
  });

  it('find a message only through its own landing', async () => {
    const sent = await send(brands.emerald!, 'c@example.com');
    expect((await findMail(t.runtime.database.db, { landingId: brands.emerald!.id, id: sent.id }))?.toAddress).toBe(
      'c@example.com',
    );
    expect(await findMail(t.runtime.database.db, { landingId: brands.default!.id, id: sent.id })).toBeUndefined();
    expect(await findMail(t.runtime.database.db, { landingId: brands.emerald!.id, id: "x' or 1=1" })).toBeUndefined();
  });
});
