// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { PanelProviders } from '../../PanelProviders';
import { queryClient } from '../../query-client';
import { InviteInvestorDialog, type InviteTarget } from './InviteInvestorDialog';
import { InviteTextContext } from './invite-text';
import { SendKycInviteDialog } from './SendKycInviteDialog';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));

const NETWORKS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Sieć Północ', role: 'coordinator' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Sieć Zachód', role: 'advisor' },
];
const TARGET: InviteTarget = { campaignId: 'c1', productId: 'p1', productName: 'Series A', campaignName: 'Bonds A' };

beforeAll(() => {
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
});

function Harness({ kind, inviteText = '' }: { kind: 'client' | 'kyc'; inviteText?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <PanelProviders lang="en">
      <InviteTextContext.Provider value={inviteText}>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {kind === 'client' ? (
          <InviteInvestorDialog open={open} target={TARGET} onClose={() => setOpen(false)} />
        ) : (
          <SendKycInviteDialog open={open} onClose={() => setOpen(false)} />
        )}
      </InviteTextContext.Provider>
    </PanelProviders>
  );
}

// A closed <dialog> is hidden from the accessibility tree: `hidden` finds it either way.
const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
const button = (name: string) => within(dialog()).getByRole<HTMLButtonElement>('button', { name });

/** Fills a field as a user does (typing, or choosing an option), then leaves it. */
async function fill(
  user: UserEvent,
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  if (element instanceof HTMLSelectElement) await user.selectOptions(element, value);
  else {
    await user.clear(element);
    await user.type(element, value);
  }
  await user.click(document.body);
}

/** Opens the dialog from its trigger; the invitation dialog once the networks to choose from are there. */
async function openDialog(kind: 'client' | 'kyc', inviteText?: string) {
  const user = userEvent.setup();
  render(<Harness kind={kind} inviteText={inviteText} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  await user.click(trigger);
  if (kind === 'client') await within(dialog()).findByRole('option', { name: NETWORKS[1]!.name });
  return { user, trigger };
}

/** Disabled by itself or by its fieldset (a sent form is one disabled fieldset). */
const disabled = (element: HTMLElement) => element.matches(':disabled');
const emails = () => within(dialog()).getByRole<HTMLTextAreaElement>('textbox', { name: "Clients' e-mail addresses" });
/** The parsed addresses under the field: [address, 'valid' | 'invalid'] each. */
const chips = () =>
  within(dialog())
    .queryAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-email-chip'))
    .map((item) => [item.querySelector('span')?.textContent, item.getAttribute('data-email-chip')]);
const consent = () =>
  within(dialog()).getByRole<HTMLInputElement>('checkbox', {
    name: "I confirm that I have the client's permission to process their personal data.",
  });
const network = () => within(dialog()).getByRole<HTMLSelectElement>('combobox', { name: 'Network' });
const message = () => within(dialog()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message (optional)' });

describe('InviteInvestorDialog', () => {
  it('takes focus to the e-mails field and gives it back to the trigger on close', async () => {
    const { user, trigger } = await openDialog('client');
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invite client' })).toBe(dialog());
    expect(document.activeElement).toBe(emails());
    await user.click(button('Cancel'));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape', async () => {
    await openDialog('client');
    // Escape in a modal dialog: the browser fires a cancelable cancel event (jsdom does not, so the test does).
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
  });

  it('shows the consent error once the checkbox has been changed, not on blur', async () => {
    const { user } = await openDialog('client');
    // Focus passes through it with Tab (e-mails, network, message, consent, then on).
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(consent());
    await user.tab();
    expect(document.activeElement).not.toBe(consent());
    expect(consent().getAttribute('aria-invalid')).toBe('false');
    await user.click(consent());
    expect(consent().checked).toBe(true);
    await user.click(consent());
    expect(consent().checked).toBe(false);
    await waitFor(() => expect(consent().getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().textContent).toContain('This checkbox must be checked');
  });

  it('sends one invitation per valid address; a partial result names the failed ones and locks the form', async () => {
    api.post.mockImplementation((_path: string, body: { investorEmail: string }) =>
      body.investorEmail === 'c@y.pl'
        ? Promise.reject(new ApiError(409, { label: 'Campaign closed', code: '20c6a0ff-1', violations: [] }))
        : Promise.resolve({ offerId: 'o1' }),
    );
    const { user } = await openDialog('client');
    await fill(user, emails(), 'a@x.pl;bad@;c@y.pl');
    const warning = await within(dialog()).findByText('These addresses are not valid and will not be sent: bad@');
    expect(warning.hasAttribute('data-invalid-emails')).toBe(true);
    await fill(user, network(), NETWORKS[1]!.id);
    await user.click(consent());
    await user.click(button('Send invitations'));
    const report = await within(dialog()).findByRole('alert');

    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post).toHaveBeenCalledWith('/api/advisor/campaign/c1/product/p1/invite-investor', {
      investorEmail: 'a@x.pl',
      message: ' ',
      networkId: NETWORKS[1]!.id,
    });
    expect(report.getAttribute('data-send-report')).toBe('partial');
    expect(report.getAttribute('role')).toBe('alert');
    expect(report.textContent).toContain('Not all invitation(s) have been sent!');
    const failed = (email: string) => within(report).getByText(email).closest('li')!;
    expect(failed('bad@').getAttribute('data-failed-email')).toBe('bad@');
    expect(failed('bad@').textContent).toContain('Please enter a valid e-mail address');
    expect(failed('c@y.pl').getAttribute('data-failed-email')).toBe('c@y.pl');
    expect(failed('c@y.pl').textContent).toContain('The campaign is no longer active.');
    const sentList = within(report).getAllByRole('list').at(-1)!;
    expect(sentList.hasAttribute('data-sent-emails')).toBe(true);
    expect(sentList.textContent).toBe('a@x.pl');
    expect(disabled(emails())).toBe(true);
    expect(disabled(consent())).toBe(true);

    // Correcting the failed ones: the field gets them back, the form is active again.
    await user.click(button('Correct the failed addresses'));
    expect(disabled(emails())).toBe(false);
    expect(emails().value).toBe('c@y.pl;bad@');
    expect(consent().checked).toBe(false);
  });

  it("starts the message with the landing's invite text and sends it as the advisor leaves it", async () => {
    api.post.mockResolvedValue({ offerId: 'o1' });
    const text = 'Hello, please take a look at the offer prepared by Horyzont Investments.';
    const { user } = await openDialog('client', text);
    expect(message().value).toBe(text);
    await fill(user, emails(), 'a@x.pl');
    await fill(user, network(), NETWORKS[1]!.id);
    await user.click(consent());
    await user.click(button('Send invitations'));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('/api/advisor/campaign/c1/product/p1/invite-investor', {
      investorEmail: 'a@x.pl',
      message: text,
      networkId: NETWORKS[1]!.id,
    });
  });

  it('keeps the form active and shows the errors when no address went out', async () => {
    api.post.mockRejectedValue(new ApiError(409, { code: 'efdb6cb8-2', violations: [] }));
    const { user } = await openDialog('client');
    await fill(user, emails(), 'a@x.pl');
    await fill(user, network(), NETWORKS[0]!.id);
    await fill(user, message(), 'Please have a look at this offer.');
    await user.click(consent());
    await user.click(button('Send invitations'));
    const report = await within(dialog()).findByRole('alert');
    expect(api.post).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'Please have a look at this offer.' }),
    );
    expect(report.getAttribute('data-send-report')).toBe('none');
    expect(report.textContent).toContain('No invitation has been sent.');
    expect(report.textContent).toContain('The campaign has already been completed.');
    expect(disabled(emails())).toBe(false);
  });

  it('refuses a short message and a missing network without sending', async () => {
    const { user } = await openDialog('client');
    await fill(user, emails(), 'a@x.pl');
    await fill(user, message(), 'Too short');
    await user.click(consent());
    await user.click(button('Send invitations'));
    await waitFor(() => expect(dialog().textContent).toContain('Select at least one network'));
    expect(api.post).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain('The message must have at least 10 characters');
  });
});

describe('SendKycInviteDialog', () => {
  it('sends one KYC invitation per address and becomes inactive when all went out', async () => {
    api.post.mockResolvedValue({ id: 'k1', expiresAt: '2027-01-01T00:00:00Z' });
    const { user } = await openDialog('kyc');
    expect(document.activeElement).toBe(emails());
    await fill(user, emails(), 'a@x.pl;b@y.pl');
    await user.click(button('Send KYC invites'));
    const report = await within(dialog()).findByRole('status');
    expect(api.post.mock.calls).toEqual([
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'a@x.pl', message: ' ' }],
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'b@y.pl', message: ' ' }],
    ]);
    expect(report.getAttribute('data-send-report')).toBe('all');
    expect(report.textContent).toContain('All 2 KYC invitations have been sent.');
    expect(disabled(emails())).toBe(true);
    await user.click(button('Send another'));
    expect(disabled(emails())).toBe(false);
    expect(emails().value).toBe('');
  });

  it('takes a pasted list with spaces, commas and line breaks, shows it as chips and sends one per address', async () => {
    api.post.mockResolvedValue({ id: 'k1', expiresAt: '2027-01-01T00:00:00Z' });
    const { user } = await openDialog('kyc');
    await user.click(emails());
    await user.paste('a@x.pl; b@y.pl ,\n A@X.pl\nbad@;');
    await user.click(document.body);
    expect(within(dialog()).getByRole('list', { name: '3 addresses to invite' })).toBeTruthy();
    expect(chips()).toEqual([
      ['a@x.pl', 'valid'],
      ['b@y.pl', 'valid'],
      ['bad@', 'invalid'],
    ]);
    expect(within(dialog()).getByText('These addresses are not valid and will not be sent: bad@')).toBeTruthy();
    expect(emails().getAttribute('aria-invalid')).toBe('false');

    await user.click(button('Remove bad@'));
    expect(emails().value).toBe('a@x.pl;b@y.pl');
    expect(chips()).toEqual([
      ['a@x.pl', 'valid'],
      ['b@y.pl', 'valid'],
    ]);
    await user.click(button('Send KYC invites'));
    await within(dialog()).findByRole('status');
    expect(api.post.mock.calls).toEqual([
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'a@x.pl', message: ' ' }],
      ['/api/advisor/kyc/investor-request/send', { investorEmail: 'b@y.pl', message: ' ' }],
    ]);
  });

  it('refuses a list without one valid address, naming the invalid ones', async () => {
    const { user } = await openDialog('kyc');
    await fill(user, emails(), 'bad@, worse');
    await user.click(button('Send KYC invites'));
    expect(await within(dialog()).findByText('Enter at least one valid e-mail address')).toBeTruthy();
    expect(chips()).toEqual([
      ['bad@', 'invalid'],
      ['worse', 'invalid'],
    ]);
    expect(api.post).not.toHaveBeenCalled();
  });
});
