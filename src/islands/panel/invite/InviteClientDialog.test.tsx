// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { PanelProviders } from '../PanelProviders';
import { queryClient } from '../query-client';
import { InviteClientDialog, type InviteTarget } from './InviteClientDialog';
import { SendKycInviteDialog } from './SendKycInviteDialog';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));

const NETWORKS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Sieć Północ', role: 'coordinator' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Sieć Zachód', role: 'advisor' },
];
const TARGET: InviteTarget = { campaignId: 'c1', productId: 'p1', productName: 'Series A', campaignName: 'Bonds A' };

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has <dialog> but not its modal API: the part the dialogs rely on, as browsers behave.
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
  queryClient.clear();
  api.get.mockReset().mockResolvedValue(NETWORKS);
  api.post.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Harness({ kind }: { kind: 'client' | 'kyc' }) {
  const [open, setOpen] = useState(false);
  return (
    <PanelProviders lang="en">
      <button type="button" data-trigger onClick={() => setOpen(true)}>
        Open
      </button>
      {kind === 'client' ? <InviteClientDialog open={open} target={TARGET} onClose={() => setOpen(false)} /> : <SendKycInviteDialog open={open} onClose={() => setOpen(false)} />}
    </PanelProviders>
  );
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
const dialog = () => container.querySelector('dialog')!;
const field = <T extends HTMLElement>(label: string) => {
  const labelElement = [...dialog().querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(labelElement.htmlFor) as T;
};
const button = (name: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;

/** Types the way React notices (the native value setter, then an input event), then leaves the field. */
function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  act(() => {
    const proto = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

async function openDialog(kind: 'client' | 'kyc') {
  act(() => root.render(<Harness kind={kind} />));
  const trigger = container.querySelector<HTMLButtonElement>('[data-trigger]')!;
  trigger.focus();
  act(() => trigger.click());
  await flush();
  return trigger;
}

/** Disabled by itself or by its fieldset (a sent form is one disabled fieldset). */
const disabled = (element: HTMLElement) => element.matches(':disabled');
const emails = () => field<HTMLInputElement>("Clients' e-mail addresses");
const consent = () => field<HTMLInputElement>("I confirm that I have the client's permission to process their personal data.");

describe('InviteClientDialog', () => {
  it('takes focus to the e-mails field and gives it back to the trigger on close', async () => {
    const trigger = await openDialog('client');
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.activeElement).toBe(emails());
    act(() => button('Cancel').click());
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape', async () => {
    await openDialog('client');
    act(() => {
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog().open).toBe(false);
  });

  it('shows the consent error once the checkbox has been changed, not on blur', async () => {
    await openDialog('client');
    act(() => consent().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await flush();
    expect(consent().getAttribute('aria-invalid')).toBe('false');
    act(() => consent().click());
    await flush();
    expect(consent().checked).toBe(true);
    act(() => consent().click());
    await flush();
    expect(consent().checked).toBe(false);
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('This checkbox must be checked');
  });

  it('sends one invitation per valid address; a partial result names the failed ones and locks the form', async () => {
    api.post.mockImplementation((_path: string, body: { investorEmail: string }) =>
      body.investorEmail === 'c@y.pl'
        ? Promise.reject(new ApiError(409, { label: 'Campaign closed', code: '20c6a0ff-1', violations: [] }))
        : Promise.resolve({ offerId: 'o1' }),
    );
    await openDialog('client');
    type(emails(), 'a@x.pl;bad@;c@y.pl');
    await flush();
    expect(dialog().querySelector('[data-invalid-emails]')!.textContent).toBe('These addresses are not valid and will not be sent: bad@');
    type(field<HTMLSelectElement>('Network'), NETWORKS[1]!.id);
    act(() => consent().click());
    await act(async () => {
      dialog().querySelector('form')!.requestSubmit();
    });
    await flush();

    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post).toHaveBeenCalledWith('/api/advisor/campaign/c1/product/p1/invite-investor', { investorEmail: 'a@x.pl', message: ' ', networkId: NETWORKS[1]!.id });
    const report = dialog().querySelector('[data-send-report="partial"]')!;
    expect(report.getAttribute('role')).toBe('alert');
    expect(report.textContent).toContain('Not all invitation(s) have been sent!');
    expect(report.querySelector('[data-failed-email="bad@"]')!.textContent).toContain('Please enter a valid e-mail address');
    expect(report.querySelector('[data-failed-email="c@y.pl"]')!.textContent).toContain('The campaign is no longer active.');
    expect(report.querySelector('[data-sent-emails]')!.textContent).toBe('a@x.pl');
    expect(disabled(emails())).toBe(true);
    expect(disabled(consent())).toBe(true);

    // Correcting the failed ones: the field gets them back, the form is active again.
    act(() => button('Correct the failed addresses').click());
    expect(disabled(emails())).toBe(false);
    expect(emails().value).toBe('c@y.pl;bad@');
    expect(consent().checked).toBe(false);
  });

  it('keeps the form active and shows the errors when no address went out', async () => {
    api.post.mockRejectedValue(new ApiError(409, { code: 'efdb6cb8-2', violations: [] }));
    await openDialog('client');
    type(emails(), 'a@x.pl');
    type(field<HTMLSelectElement>('Network'), NETWORKS[0]!.id);
    type(field<HTMLTextAreaElement>('Message (optional)'), 'Please have a look at this offer.');
    act(() => consent().click());
    await act(async () => {
      dialog().querySelector('form')!.requestSubmit();
    });
    await flush();
    expect(api.post).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'Please have a look at this offer.' }));
    const report = dialog().querySelector('[data-send-report="none"]')!;
    expect(report.textContent).toContain('No invitation has been sent.');
    expect(report.textContent).toContain('The campaign has already been completed.');
    expect(disabled(emails())).toBe(false);
  });

  it('refuses a short message and a missing network without sending', async () => {
    await openDialog('client');
    type(emails(), 'a@x.pl');
    type(field<HTMLTextAreaElement>('Message (optional)'), 'Too short');
    act(() => consent().click());
    await act(async () => {
      dialog().querySelector('form')!.requestSubmit();
    });
    await flush();
    expect(api.post).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain('The message must have at least 10 characters');
    expect(dialog().textContent).toContain('Select at least one network');
  });
});

describe('SendKycInviteDialog', () => {
  it('sends one KYC invitation per address and becomes inactive when all went out', async () => {
    api.post.mockResolvedValue({ id: 'k1', expiresAt: '2027-01-01T00:00:00Z' });
    await openDialog('kyc');
    expect(document.activeElement).toBe(emails());
    type(emails(), 'a@x.pl;b@y.pl');
    await act(async () => {
      dialog().querySelector('form')!.requestSubmit();
    });
    await flush();
    expect(api.post.mock.calls).toEqual([
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'a@x.pl', message: ' ' }],
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'b@y.pl', message: ' ' }],
    ]);
    expect(dialog().querySelector('[data-send-report="all"]')!.textContent).toContain('All 2 KYC invitations have been sent.');
    expect(disabled(emails())).toBe(true);
    act(() => button('Send another').click());
    expect(disabled(emails())).toBe(false);
    expect(emails().value).toBe('');
  });
});
