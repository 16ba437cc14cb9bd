// Outgoing mail through the job queue (pg-boss, decision 0058), against a real SMTP server (smtp-server): delivered once;
// a temporary refusal (4xx) retried with a growing delay until it goes through, never sent twice; a permanent one
// (5xx) marked failed at once and listed by `admin mail failed`; a job whose copy died is taken over; two runners
// never deliver one message twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Landing } from '../../lib/contracts/landing';
import { runCli } from '../cli/main';
import { mailOutbox } from '../db/schema';
import { MAIL_QUEUE, mailDeliveryJob, sendMail } from '../mail/mailer';
import { recordMail } from '../mail/outbox';
import { investorLoginTemplate } from '../mail/templates/investor-login';
import { JOB_LEASE_MS, openJobQueue, retryWindowMs } from './job-queue';

let sink: SmtpSink;
let t: TestApp;
let landing: Landing;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ captureLogs: true, env: { SMTP_URL: sink.url } });
  landing = (await t.runtime.landings.resolveHost('localhost'))!;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.rejectRecipients = null;
});

const send = (to: string) =>
  sendMail(t.runtime, {
    landing,
    to,
    language: 'en',
    template: investorLoginTemplate,
    data: { link: 'http://localhost:4321/login-with-redirect-token?token=abc', code: 'ABCD-EFGH', minutes: 10 },
  });

const received = (to: string) => sink.received.filter((m) => m.to.includes(to)).length;

async function state(mailId: string) {
  const [mail] = await t.runtime.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  const [job] = await t.runtime.jobs.find(MAIL_QUEUE, { data: { mailId, fromName: landing.siteTitle } });
  return { mail: mail!, job: job! };
}

describe('mail delivery through the job queue', () => {
  it('delivers a message once; the runner finds nothing left to do', async () => {
    const to = 'once@example.com';
    const sent = await send(to);
    expect(sent.delivered).toBe(true);
    const { mail, job } = await state(sent.id);
    expect(mail.sentAt).not.toBeNull();
    expect(job).toMatchObject({ name: MAIL_QUEUE, state: 'completed' });
    t.clock.advance(24 * 3600_000);
    await t.runtime.jobs.runDue();
    expect(received(to)).toBe(1);
    expect(await t.runtime.metrics.registry.metrics()).toContain('mail_deliveries_total{outcome="sent"}');
  });

  it('retries a temporary refusal (4xx) with a growing delay until it goes through, and sends it once', async () => {
    const to = 'later@example.com';
    sink.rejectRecipients = '451 4.3.0 mailbox busy, try later';
    const sent = await send(to);
    expect(sent.delivered).toBe(false);
    let now = await state(sent.id);
    expect(now.mail).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(now.job.state).toBe('created');
    const first = now.job.startAfter.getTime() - t.clock.now().getTime();
    expect(first).toBeGreaterThanOrEqual(retryWindowMs(1).min);
    expect(first).toBeLessThan(retryWindowMs(1).max);
    expect(await t.runtime.metrics.registry.metrics()).toMatch(
      /^job_queue_depth\{queue="mail\.deliver",state="queued"\} 1$/m,
    );

    // Not due yet: nothing runs.
    expect(await t.runtime.jobs.runDue()).toBe(0);
    t.clock.advance(retryWindowMs(1).max);
    expect(await t.runtime.jobs.runDue()).toBe(1);
    now = await state(sent.id);
    expect(now.mail.attempts).toBe(2);
    expect(now.job.state).toBe('retry');
    // The queue's backoff counts its own runs: its first retry waits 10-20 s as well, the next ones longer.
    const second = now.job.startAfter.getTime() - t.clock.now().getTime();
    expect(second).toBeGreaterThanOrEqual(retryWindowMs(1).min);
    expect(second).toBeLessThan(retryWindowMs(1).max);

    sink.rejectRecipients = null;
    t.clock.advance(retryWindowMs(1).max);
    expect(await t.runtime.jobs.runDue()).toBe(1);
    now = await state(sent.id);
    expect(now.mail.sentAt).not.toBeNull();
    expect(now.mail.attempts).toBe(3);
    expect(now.job.state).toBe('completed');
    t.clock.advance(3600_000);
    expect(await t.runtime.jobs.runDue()).toBe(0);
    expect(received(to)).toBe(1);
  });

  it('marks a permanent refusal (5xx) failed at once, never retries it, and lists it in `admin mail failed`', async () => {
    const to = 'nobody@example.com';
    sink.rejectRecipients = '550 5.1.1 no such mailbox';
    const sent = await send(to);
    expect(sent.delivered).toBe(false);
    const { mail, job } = await state(sent.id);
    expect(mail.failedAt).not.toBeNull();
    expect(mail.error).toMatch(/no such mailbox/);
    // Refused for good: the job is cancelled with the refusal, never run.
    expect(job.state).toBe('cancelled');
    sink.rejectRecipients = null;
    t.clock.advance(24 * 3600_000);
    await t.runtime.jobs.runDue();
    expect(received(to)).toBe(0);

    let stdout = '';
    const code = await runCli(['mail', 'failed', '--json'], {
      database: t.runtime.database,
      env: t.runtime.env,
      io: { stdout: (text) => (stdout += text), stderr: () => undefined },
    });
    expect(code).toBe(0);
    const listed = JSON.parse(stdout) as Array<{ id: string; to: string; kind: string; error: string }>;
    expect(listed.find((m) => m.id === sent.id)).toMatchObject({ to, kind: 'investor-login' });
    expect(listed.find((m) => m.id === sent.id)!.error).toMatch(/550/);
  });

  it('takes over the job of a copy that died mid-delivery once its lease has run out', async () => {
    const to = 'orphan@example.com';
    // A message recorded and claimed by a copy that died before it tried.
    const mail = await recordMail(t.runtime.database.db, {
      landingId: landing.id,
      toAddress: to,
      fromAddress: 'no-reply@localhost',
      subject: 'Orphan',
      text: 'text',
      html: '<p>html</p>',
      kind: 'investor-login',
      createdAt: t.clock.now(),
    });
    const claimed = await t.runtime.jobs.claim(t.runtime.database.db, {
      queue: MAIL_QUEUE,
      payload: { mailId: mail.id, fromName: landing.siteTitle },
    });
    expect(await t.runtime.jobs.runDue()).toBe(0);
    t.clock.advance(JOB_LEASE_MS + 1);
    expect(await t.runtime.jobs.runDue()).toBe(1);
    expect(received(to)).toBe(1);
    expect((await state(mail.id)).job.state).toBe('completed');
    // The copy that died comes back late with its outcome: the job is not its own any more, nothing changes.
    expect(await t.runtime.jobs.settleClaimed(t.runtime.database.db, claimed, new Error('late'))).toBe('lost');
    expect((await state(mail.id)).job).toMatchObject({ state: 'completed', output: null });
  });

  it('two runners (two copies) racing for the same due jobs deliver each message once', async () => {
    const addresses = ['race-1@example.com', 'race-2@example.com', 'race-3@example.com'];
    sink.rejectRecipients = '421 4.7.0 too busy';
    for (const to of addresses) await send(to);
    sink.rejectRecipients = null;
    t.clock.advance(retryWindowMs(1).max);
    // Two more copies' queues on the same database, on the test's clock.
    const copies = await Promise.all(
      [1, 2].map(() =>
        openJobQueue(
          { database: t.runtime.database, clock: t.clock, logger: t.runtime.logger, testClock: true },
          { [MAIL_QUEUE]: { handler: mailDeliveryJob({ ...t.runtime }) } },
        ),
      ),
    );
    try {
      const ran = await Promise.all([...copies.map((copy) => copy.runDue()), t.runtime.jobs.runDue()]);
      expect(ran.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      await Promise.all(copies.map((copy) => copy.stop()));
    }
    for (const to of addresses) expect(received(to)).toBe(1);
  });
});
