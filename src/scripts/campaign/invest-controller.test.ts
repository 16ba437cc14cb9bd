// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { mountInvestForm } from './invest-controller';

// The form as src/components/campaign/InvestForm.astro renders it (the parts the script uses).
const field = (name: string) => `<input id="f-${name}" name="${name}" /><p data-error-for="${name}" hidden></p>`;
const MARKUP = `
<section data-invest>
  <div data-step>
    <form data-invest-form>
      <p data-form-error tabindex="-1" hidden></p>
      ${['investmentValue', 'firstName', 'surname', 'phone'].map(field).join('')}
      <input id="f-documents" name="documents" type="checkbox" /><p data-error-for="documents" hidden></p>
      <input name="marketingConsent1" type="checkbox" /><input name="marketingConsent2" type="checkbox" />
      <button type="submit" data-submit><span data-idle-label>Send</span><span data-busy-label hidden>…</span></button>
    </form>
  </div>
  <div data-done hidden><p data-done-text tabindex="-1"></p></div>
</section>`;

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let post: ReturnType<typeof vi.fn<(path: string, body: unknown) => Promise<unknown>>>;

function fill(values: Record<string, string>, documents = true) {
  for (const [name, value] of Object.entries(values)) q<HTMLInputElement>(`#f-${name}`).value = value;
  q<HTMLInputElement>('#f-documents').checked = documents;
}
async function submit() {
  q<HTMLFormElement>('form').requestSubmit();
  await flush();
  await flush();
}

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  post = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
  mountInvestForm(
    q('[data-invest]'),
    { token: 't/1', rules: { minInvestment: 1_000_000, maxInvestment: null, step: 100_000 }, currency: 'PLN' },
    { post: post as <T>(path: string, body: unknown) => Promise<T>, t },
  );
});

describe('mountInvestForm', () => {
  it('checks every field before sending, the documents checkbox by its state', async () => {
    fill({ investmentValue: '50', firstName: '', surname: 'Nowak', phone: '12' }, false);
    await submit();
    expect(post).not.toHaveBeenCalled();
    expect(q('[data-form-error]').textContent).toBe('validation.formIncomplete');
    expect(q('[data-error-for="investmentValue"]').textContent).toBe('validation.investmentMin {"min":"10 000,00"}');
    expect(q('[data-error-for="firstName"]').textContent).toBe('validation.required');
    expect(q('[data-error-for="phone"]').textContent).toBe('validation.phone');
    expect(q('[data-error-for="documents"]').textContent).toBe('validation.checkboxRequired');
  });

  it('sends the form and shows the e-mail notice', async () => {
    post.mockResolvedValue({ email: 'z***a@example.com', mailSent: true });
    fill({ investmentValue: '12 000', firstName: ' Zofia ', surname: 'Żabińska', phone: '600 100 200' });
    q<HTMLInputElement>('[name="marketingConsent2"]').checked = true;
    await submit();
    expect(post).toHaveBeenCalledWith('/public-api/campaign-offer/t%2F1/invest-form', {
      investmentValue: 1_200_000,
      firstName: 'Zofia',
      surname: 'Żabińska',
      phone: '600 100 200',
      consents: { documents: true, marketingConsent1: false, marketingConsent2: true },
    });
    expect(q('[data-step]').hidden).toBe(true);
    expect(q('[data-done-text]').textContent).toBe('invest.done {"email":"z***a@example.com"}');
    expect(document.activeElement).toBe(q('[data-done-text]'));
  });

  it("puts the server's refusals on their fields, others above the form", async () => {
    fill({ investmentValue: '12 000', firstName: 'Zofia', surname: 'Ż', phone: '600100200' });
    post.mockRejectedValueOnce(new ApiError(409, { code: 'a08175e4', parameters: { investmentValueMax: 500_000 } }));
    await submit();
    expect(q('[data-error-for="investmentValue"]').textContent).toBe('errors.investmentAboveMax 5 000,00');
    post.mockRejectedValueOnce(new ApiError(409, { code: 'efdb6cb8' }));
    await submit();
    expect(q('[data-form-error]').textContent).toBe('errors.campaignCompleted');
  });
});
