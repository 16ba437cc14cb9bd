// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import type { ErasureView, PrivacyView } from '../../../lib/contracts/privacy';
import { ErasureCard } from './ErasureCard';
import { privacyKey } from './privacy-api';

const requestErasure = vi.fn<() => Promise<ErasureView>>();
vi.mock('./privacy-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./privacy-api')>()),
  requestErasure: () => requestErasure(),
}));
const signOut = vi.fn();
vi.mock('../../session/sign-out', () => ({ signOut: () => signOut() }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal API (as in ConfirmDialog.test.tsx).
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  requestErasure.mockReset();
  signOut.mockReset();
});

const PART: ErasureView = {
  id: 'e1',
  requestedAt: '2026-03-01T09:00:00.000Z',
  outcome: {
    erased: [{ kind: 'marketing-consents' }],
    kept: [
      { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'identity', reason: 'contract', keptUntil: null },
    ],
    relationshipEnd: '2025-01-15T10:00:00.000Z',
  },
};

/** The card fed from the page's query, as PrivacyScreen feeds it. */
function Harness({ onAccountErased }: { onAccountErased: () => void }) {
  const { data } = useQuery<PrivacyView>({ queryKey: privacyKey, queryFn: () => new Promise(() => {}) });
  return <ErasureCard erasures={data?.erasures ?? []} onAccountErased={onAccountErased} />;
}

function renderCard(lang: 'pl' | 'en', onAccountErased = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData<PrivacyView>(privacyKey, { exports: [], erasures: [] });
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={client}>
        <Harness onAccountErased={onAccountErased} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onAccountErased;
}

async function askAndConfirm(trigger: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: trigger }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: confirm, hidden: true }));
}

describe('ErasureCard', () => {
  it('asks for a confirmation, then shows what was erased and what is kept, why and until when, with the focus on it', async () => {
    requestErasure.mockResolvedValue(PART);
    renderCard('pl');
    await askAndConfirm('Zażądaj usunięcia moich danych', 'Usuń moje dane');
    const heading = await screen.findByRole('heading', { name: 'Odpowiedź z 01.03.2026' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const answer = heading.closest('section')!;
    expect(within(answer).getByText('Zgody marketingowe (wycofane)')).toBeTruthy();
    const kyc = answer.querySelector('[data-kept] [data-kind="kyc"]')!;
    expect(kyc.textContent).toContain('art. 49');
    expect(kyc.textContent).toContain('do 15.01.2030');
    expect(answer.querySelector('[data-kind="identity"] [data-kept-until]')!.textContent).toContain(
      'dopóki trwa nasza współpraca',
    );
    expect(requestErasure).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer on screen when the whole account went, and Finish signs out', async () => {
    requestErasure.mockResolvedValue({
      ...PART,
      outcome: { erased: [{ kind: 'account' }], kept: [], relationshipEnd: null },
    });
    const gone = renderCard('en');
    await askAndConfirm('Ask to erase my data', 'Erase my data');
    expect(await screen.findByText('Your whole account with all your data')).toBeTruthy();
    expect(screen.getByText(/We keep no data of yours/)).toBeTruthy();
    expect(gone).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    expect(signOut).toHaveBeenCalled();
  });
});
