// The demo's complaints (decision 0053): on each brand, one overdue, one in progress with its deadline extended and
// one answered, so a coordinator sees the list as it looks in use, from visitors (no investor is named; no e-mail is
// sent for them); and each brand's complaints unit (decision 0070).
import { endOfDayAfter } from '../../lib/format/time-zone';
import { COMPLAINT_ANSWER_DAYS, COMPLAINT_EXTENDED_DAYS, type ComplaintEventKind } from '../../lib/contracts/complaint';
import { DEFAULT_REMINDER_SETTINGS } from '../../lib/contracts/reminders';
import type { DbOrTx } from '../db/client';
import { complaintEvents, complaints } from '../db/schema';
import { complaintReference } from '../complaints/complaints';
import { saveComplaintSettings } from '../complaints/complaint-settings';

const DAY = 86_400_000;

const DEMO = [
  {
    receivedDaysAgo: 34,
    status: 'new' as const,
    subject: { pl: 'Brak odpowiedzi doradcy', en: 'No answer from my advisor' },
    body: {
      pl: 'Od trzech tygodni czekam na odpowiedź w sprawie harmonogramu wypłat odsetek.',
      en: 'I have been waiting three weeks for an answer about the interest payment schedule.',
    },
  },
  {
    receivedDaysAgo: 12,
    status: 'in_progress' as const,
    extension: {
      pl: 'Potrzebujemy wyciągu bankowego z dnia wpłaty; bank odpowiada w ciągu 14 dni.',
      en: 'We need the bank statement of the payment day; the bank answers within 14 days.',
    },
    subject: { pl: 'Wpłata niewidoczna w panelu', en: 'Payment not shown in the panel' },
    body: {
      pl: 'Przelew wysłałem 3 dni przed terminem, a oferta nadal czeka na płatność.',
      en: 'I sent the transfer 3 days before the deadline and the offer still waits for payment.',
    },
  },
  {
    receivedDaysAgo: 20,
    status: 'answered' as const,
    answer: {
      pl: 'Dziękujemy za zgłoszenie. Umowa została poprawiona i wysłana ponownie.',
      en: 'Thank you for telling us. The agreement has been corrected and sent again.',
    },
    subject: { pl: 'Błąd w umowie', en: 'A mistake in the agreement' },
    body: {
      pl: 'W umowie jest błędny numer rachunku do wypłat.',
      en: 'The agreement has a wrong account number for payouts.',
    },
  },
];

/** Each brand's complaints unit, court and appeal procedure (decision 0070), as an operator would set them. */
async function seedComplaintSettings(tx: DbOrTx, now: Date, brand: { id: string; slug: string; siteTitle: string }) {
  const email = `reklamacje@${brand.slug}.example`;
  await saveComplaintSettings(tx, { now: () => now }, brand.id, {
    firm: `${brand.siteTitle} S.A. z siedzibą w Warszawie`,
    unit: 'Dział Reklamacji',
    email,
    phone: '+48 22 100 20 30',
    court: 'Sąd Rejonowy dla Warszawy-Śródmieścia w Warszawie',
    appeal: {
      pl:
        `napisz na adres ${email} w ciągu 14 dni od otrzymania odpowiedzi, podając numer reklamacji; ` +
        'odwołanie rozpatruje zarząd w ciągu 30 dni.',
      en:
        `write to ${email} within 14 days of receiving the answer, quoting the complaint's number; ` +
        'the board decides the appeal within 30 days.',
    },
    adr: null,
  });
}

export async function seedDemoComplaints(
  tx: DbOrTx,
  now: Date,
  brands: ReadonlyArray<{
    id: string;
    slug: string;
    siteTitle: string;
    language: 'pl' | 'en';
    hosts: readonly string[];
  }>,
): Promise<void> {
  for (const brand of brands) {
    await seedComplaintSettings(tx, now, brand);
    const language = brand.language;
    for (const [index, demo] of DEMO.entries()) {
      const receivedAt = new Date(now.getTime() - demo.receivedDaysAgo * DAY);
      const extendedAt = demo.extension ? new Date(receivedAt.getTime() + 5 * DAY) : null;
      const answeredAt = demo.answer ? new Date(receivedAt.getTime() + 15 * DAY) : null;
      const [row] = await tx
        .insert(complaints)
        .values({
          landingId: brand.id,
          reference: complaintReference(receivedAt),
          source: 'public',
          language,
          contactEmail: `klient${index + 1}@demo.example`,
          subject: demo.subject[language],
          body: demo.body[language],
          status: demo.status,
          receivedAt,
          deadlineAt: endOfDayAfter(
            receivedAt,
            demo.extension ? COMPLAINT_EXTENDED_DAYS : COMPLAINT_ANSWER_DAYS,
            DEFAULT_REMINDER_SETTINGS.timeZone,
          ),
          extendedAt,
          extensionReason: demo.extension?.[language] ?? null,
          answer: demo.answer?.[language] ?? null,
          answeredAt,
          // Found admissible the day after receipt (decision 0070), but for the one nobody has looked at.
          admissibleAt: demo.status === 'new' ? null : new Date(receivedAt.getTime() + DAY),
          ...(answeredAt
            ? {
                outcome: 'upheld' as const,
                answeredByName: 'Anna Kowalska',
                answeredByPosition: 'Kierownik Działu Reklamacji',
              }
            : {}),
        })
        .returning({ id: complaints.id });
      const steps: Array<{ kind: ComplaintEventKind; at: Date }> = [
        { kind: 'received', at: receivedAt },
        { kind: 'acknowledged', at: receivedAt },
      ];
      if (demo.status !== 'new') {
        steps.push({ kind: 'admissible', at: new Date(receivedAt.getTime() + DAY) });
        steps.push({ kind: 'taken-up', at: new Date(receivedAt.getTime() + DAY) });
      }
      if (extendedAt) steps.push({ kind: 'extended', at: extendedAt });
      if (answeredAt) steps.push({ kind: 'answered', at: answeredAt });
      await tx.insert(complaintEvents).values(steps.map((step) => ({ complaintId: row!.id, ...step, details: {} })));
    }
  }
}
