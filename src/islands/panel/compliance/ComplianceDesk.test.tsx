// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { DeskClassification, DeskHit } from '../../../lib/contracts/compliance';
import type { ClassificationDecision, HitDecision } from './compliance-api';
import { Classifications } from './ClassificationRequests';
import { SanctionsHits } from './SanctionsHits';
import { Registers } from './Registers';

const decide = vi.fn<(id: string, body: ClassificationDecision) => Promise<unknown>>();
const decideHitCall = vi.fn<(id: string, body: HitDecision) => Promise<unknown>>();
const download =
  vi.fn<(register: string, period: { from: string; to: string }, format: string, lang: string) => Promise<void>>();
vi.mock('./compliance-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./compliance-api')>()),
  decideRequest: (id: string, body: ClassificationDecision) => decide(id, body),
  decideHit: (id: string, body: HitDecision) => decideHitCall(id, body),
  downloadRegister: (register: string, period: { from: string; to: string }, format: string, lang: string) =>
    download(register, period, format, lang),
}));
beforeEach(() => {
  decide.mockReset();
  decideHitCall.mockReset();
  download.mockReset();
});

const ITEM: DeskClassification = {
  investor: { id: 'u1', email: 'anna@example.com', name: 'Anna Nowak' },
  request: {
    id: 'r1',
    status: 'requested',
    declarations: {
      kind: 'person',
      criteria: ['income', 'experience'],
      currency: 'PLN',
      yearlyIncome: 30_000_000,
      experience: 'Analityk kredytowy w banku',
      confirmed: true,
    },
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    reason: null,
    expiresAt: null,
    withdrawnAt: null,
  },
  standingUntil: '2027-01-15T22:59:59.999Z',
};

function renderDesk(lang: 'pl' | 'en') {
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={client}>
        <Classifications items={[ITEM]} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the compliance desk: sophisticated requests', () => {
  it('needs the evidence to approve, then sends it; the reason to reject', async () => {
    const user = userEvent.setup();
    decide.mockResolvedValue({});
    renderDesk('pl');
    expect(screen.getByText('Anna Nowak (anna@example.com)')).toBeTruthy();
    expect(screen.getByText(/Odnowienie: obecne zatwierdzenie jest ważne do 15\.01\.2027/)).toBeTruthy();
    expect(screen.getByText('Analityk kredytowy w banku')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    expect(screen.getByRole('alert').textContent).toBe('Przed zatwierdzeniem podaj, co zostało sprawdzone.');
    expect(decide).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Co sprawdzono/), 'PIT-37 za 2025 r.');
    await user.click(screen.getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith('r1', { approve: true, evidence: 'PIT-37 za 2025 r.' }));

    await user.click(screen.getByRole('radio', { name: 'Odrzuć' }));
    const reason = screen.getByLabelText(/Uzasadnienie/);
    await user.clear(reason);
    await user.type(reason, 'Brak dokumentów');
    await user.click(screen.getByRole('button', { name: 'Odrzuć wniosek' }));
    await waitFor(() => expect(decide).toHaveBeenLastCalledWith('r1', { approve: false, reason: 'Brak dokumentów' }));
  });

  it('says the missing evidence once the box is left, before any send (SPEC section 5)', async () => {
    const user = userEvent.setup();
    renderDesk('pl');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByLabelText(/Co sprawdzono/));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Przed zatwierdzeniem podaj, co zostało sprawdzone.');
    expect(decide).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Co sprawdzono/), 'PIT-37');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in English", async () => {
    const user = userEvent.setup();
    decide.mockRejectedValue(
      new ApiError(409, { label: 'errors.classificationDecided', code: '6491e3a4', parameters: {}, violations: [] }),
    );
    renderDesk('en');
    await user.type(screen.getByLabelText(/What you checked/), 'Tax return 2025');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByRole('alert').textContent).not.toContain('errors.');
  });
});

const HIT: DeskHit = {
  id: 'h1',
  investorEmail: 'robert@example.com',
  investorUserId: 'u2',
  screenedName: 'Róbert Mugabe',
  listedName: 'Robert Gabriel Mugabe',
  entityRef: 'EU.36.64',
  programme: 'ZWE',
  score: 91,
  source: 'kyc',
  status: 'open',
  foundAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: null,
};

describe('the compliance desk: sanctions screening hits', () => {
  it('shows the match and records a decision only with a note', async () => {
    const user = userEvent.setup();
    decideHitCall.mockResolvedValue(undefined);
    render(
      <I18nextProvider i18n={getI18n('pl')}>
        <QueryClientProvider client={new QueryClient()}>
          <SanctionsHits
            hits={[
              HIT,
              {
                ...HIT,
                id: 'h2',
                status: 'confirmed',
                decidedAt: HIT.foundAt,
                decidedBy: 'Ryszard Dudek',
                note: 'Paszport zgodny.',
              },
            ]}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.getAllByText('„Róbert Mugabe” przypomina „Robert Gabriel Mugabe” (podobieństwo 91%).')).toHaveLength(
      2,
    );
    expect(screen.getByText(/Potwierdzone 28\.11\.2026 przez: Ryszard Dudek\. Paszport zgodny\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zapisz decyzję' }));
    expect(screen.getByRole('alert').textContent).toBe('Zapisz, na czym opiera się decyzja.');
    await user.type(screen.getByLabelText(/Notatka/), 'Inna data urodzenia');
    await user.click(screen.getByRole('button', { name: 'Zapisz decyzję' }));
    await waitFor(() =>
      expect(decideHitCall).toHaveBeenCalledWith('h1', { status: 'cleared', note: 'Inna data urodzenia' }),
    );
  });
});

describe('the compliance desk: registers', () => {
  it('takes the period in DD.MM.YYYY, refuses a day that is not one, and asks for the register in YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    download.mockResolvedValue(undefined);
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Registers lang="en" />
      </I18nextProvider>,
    );
    const from = screen.getByLabelText<HTMLInputElement>('From');
    expect(from.value).toMatch(/^01\.01\.\d{4}$/);
    await user.clear(from);
    await user.type(from, '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
    await user.clear(from);
    await user.type(from, '01.11.2026');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Register'), 'sanctions');
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('sanctions', { from: '2026-11-01', to: '2026-11-30' }, 'xlsx', 'en'),
    );
  });
});
