// sendMail: the outbox always, SMTP when SMTP_URL is set (a local sink), escaping, branding and language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../../tests/support/outbox';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Landing } from '../../lib/contracts/landing';
import { mailOutbox, users } from '../db/schema';
import { settleAfterResponseWork } from '../background';
import { sendMail } from './mailer';
import { investorLoginTemplate } from './templates/investor-login';

let sink: SmtpSink;
let t: TestApp;
let emerald: Landing;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    captureLogs: true,
    env: { SMTP_URL: sink.url, RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'debug' },
  });
  emerald = (await t.runtime.landings.resolveHost('invest.localhost'))!;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
  await sink.close();
});

const data = {
  link: 'http://invest.localhost:4321/login-with-redirect-token?token=abc',
  code: 'ABCD-EFGH',
  minutes: 10,
};

async function row(id: string) {
  const [found] = await t.runtime.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

describe('with SMTP_URL', () => {
  it('records the message and delivers it, branded, from the landing sender', async () => {
    sink.rejectRecipients = null;
    const before = sink.received.length;
    const sent = await sendMail(t.runtime, {
      landing: emerald,
      to: 'Someone@Example.com',
      language: 'en',
      template: investorLoginTemplate,
      data,
    });
    expect(sent.delivered).toBe(true);
    const stored = await row(sent.id);
    expect(stored).toMatchObject({
      toAddress: 'someone@example.com',
      fromAddress: 'no-reply@invest.localhost',
      kind: 'investor-login',
      attempts: 1,
      error: null,
    });
    expect(stored.sentAt?.toISOString()).toBe(t.clock.now().toISOString());

    expect(sink.received.length).toBe(before + 1);
    const message = sink.received.at(-1)!;
    expect(message.from).toBe('no-reply@invest.localhost');
    expect(message.to).toEqual(['someone@example.com']);
    expect(message.data).toMatch(/^From: Szmaragd Finanse <no-reply@invest\.localhost>$/m);
    expect(message.data).toMatch(/^Subject: Sign in to Szmaragd Finanse$/m);
    expect(message.data).toMatch(/^X-Mail-Kind: investor-login$/m);
    expect(message.data).toContain('Content-Type: text/plain');
    expect(message.data).toContain('Content-Type: text/html');
    // The emerald brand's custom main colour on the button and the rule.
    expect(stored.html).toContain('#0f766e');
    expect(stored.html).toContain('http://invest.localhost:4321/brands/emerald/logo.svg');
  });

  it('keeps the message when delivery is refused, logs the failure without body or address', async () => {
    sink.rejectRecipients = '550 5.1.1 <refused@example.com>: mailbox unavailable';
    try {
      t.logs.length = 0;
      const sent = await sendMail(t.runtime, {
        landing: emerald,
        to: 'refused@example.com',
        language: 'pl',
        template: investorLoginTemplate,
        data,
      });
      expect(sent.delivered).toBe(false);
      const stored = await row(sent.id);
      expect(stored.sentAt).toBeNull();
      expect(stored.attempts).toBe(1);
      expect(stored.error).toMatch(/550/);
      const warning = t.logs.find((entry) => entry.msg === 'mail: delivery failed');
      expect(warning).toMatchObject({ level: 'warn', mailId: sent.id, kind: 'investor-login' });
      const logged = JSON.stringify(t.logs);
      expect(logged).not.toContain('refused@example.com');
      expect(logged).not.toContain('ABCD-EFGH');
      expect(logged).not.toContain('token=abc');
    } finally {
      sink.rejectRecipients = null;
    }
  });

  it('a dead SMTP server does not fail the request that sends the e-mail', async () => {
    const dead = await startSmtpSink();
    await dead.close();
    const offline = await createTestApp({ env: { SMTP_URL: dead.url, RATE_LIMIT_PER_IP: '100000' } });
    try {
      const res = await offline.app.request('http://localhost:4321/auth/investor/send-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'inwestor@horyzont.example' }),
      });
      expect(res.status).toBe(202);
      const mail = await latestMail(offline, 'inwestor@horyzont.example', 'investor-login');
      expect(mail.sentAt).toBeNull();
      expect(mail.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await offline.close();
    }
  });
});

describe('rendering', () => {
  it('escapes every piece of data in the HTML', async () => {
    const [investor] = await t.runtime.database.db
      .update(users)
      .set({ firstName: '<img src=x onerror=alert(1)>&"' })
      .where(eq(users.email, 'inwestor@szmaragd.example'))
      .returning();
    expect(investor).toBeDefined();
    const res = await t.app.request('http://invest.localhost:4321/auth/investor/send-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'inwestor@szmaragd.example' }),
    });
    expect(res.status).toBe(202);
    const mail = await latestMail(t, 'inwestor@szmaragd.example', 'investor-login');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Dzień dobry, &lt;img src=x onerror=alert(1)&gt;&amp;&quot;!');
    // Plain text is text: kept as typed.
    expect(mail.text).toContain('Dzień dobry, <img src=x onerror=alert(1)>&"!');
  });

  it('refuses a javascript: link in a template', async () => {
    const sent = await sendMail(t.runtime, {
      landing: emerald,
      to: 'x@example.com',
      language: 'pl',
      template: investorLoginTemplate,
      data: { ...data, link: 'javascript:alert(1)' },
    });
    const stored = await row(sent.id);
    expect(stored.html).not.toMatch(/(href|src)="javascript:/);
    expect(stored.html).toContain('href="#"');
  });
});
