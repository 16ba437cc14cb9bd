// The /invest form with JavaScript (mounted by invest-page.ts): checks on blur (the same zod-free rules as the server), then the form is
// sent through the API (POST .../invest-form) and the outcome replaces it. Without JavaScript the form posts
// to its page, which runs the same server code.
import type { Translate } from '../../lib/i18n-types';
import { errorBodyOf } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/errors/error-message';
import { amountFromInput, type AmountRules } from '../../lib/investment/amount';
import { toLanguage } from '../../lib/language';
import { INVEST_FIELD_CHECKS, type InvestFormInput } from '../../lib/investment/invest-form';
import type { InvestFormResult } from '../../lib/contracts/public-offer';
import { V } from '../../lib/validation/keys';
import { controlForm } from '../form-controller';
import { showDone } from '../script-form';
import { amountFailureText, isAmountFailure, violationText } from './invest-errors';
import { offerPath } from './transport';

export interface InvestPageData {
  token: string;
  rules: AmountRules;
  currency: string;
}

export interface InvestPageDeps {
  post<T>(path: string, body: unknown): Promise<T>;
  t: Translate;
}

const FIELDS = ['investmentValue', 'firstName', 'surname', 'phone'] as const;

/** Takes over the server-rendered invest form inside `root` ([data-invest]). */
/** The page's language ('5,000' is five thousand in English). */
const pageLang = () => toLanguage(document.documentElement.lang);

export function mountInvestForm(root: HTMLElement, data: InvestPageData, deps: InvestPageDeps): void {
  const form = root.querySelector<HTMLFormElement>('form[data-invest-form]');
  if (!form) return;
  const { t } = deps;
  const box = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const documents = box('documents');
  const amountCheck = (value: string) => {
    const parsed = amountFromInput(value, data.rules, pageLang());
    return parsed.ok ? null : parsed.failure;
  };
  const checks = {
    investmentValue: amountCheck,
    firstName: INVEST_FIELD_CHECKS.firstName,
    surname: INVEST_FIELD_CHECKS.surname,
    phone: INVEST_FIELD_CHECKS.phone,
    // A checkbox's value is 'on' whether ticked or not: the check reads its state.
    ...(documents ? { documents: () => (documents.checked ? null : { key: V.checkboxRequired }) } : {}),
  };
  documents?.addEventListener('change', () => documents.dispatchEvent(new Event('blur')));

  controlForm(form, checks, t, async (controls) => {
    const parsed = amountFromInput(controls.value('investmentValue'), data.rules, pageLang());
    if (!parsed.ok) return;
    const body: InvestFormInput = {
      investmentValue: parsed.value,
      firstName: controls.value('firstName').trim(),
      surname: controls.value('surname').trim(),
      phone: controls.value('phone').trim(),
      consents: {
        documents: documents?.checked ?? false,
        marketingConsent1: box('marketingConsent1')?.checked ?? false,
        marketingConsent2: box('marketingConsent2')?.checked ?? false,
      },
    };
    try {
      const result = await deps.post<InvestFormResult>(offerPath(data.token, 'invest-form'), body);
      const done = root.querySelector<HTMLElement>('[data-done-text]');
      if (done)
        done.textContent = result.mailSent ? t('invest.done', { email: result.email }) : t('invest.doneNoPanel');
      showDone(root);
    } catch (error) {
      const failure = errorBodyOf(error);
      const fields: Record<string, string> = {};
      for (const name of FIELDS) {
        const text = violationText(failure, name, t);
        if (text) fields[name] = text;
      }
      const documentsText = violationText(failure, 'consents.documents', t);
      if (documentsText && documents) fields.documents = documentsText;
      if (!fields.investmentValue && isAmountFailure(failure)) fields.investmentValue = amountFailureText(failure, t);
      if (Object.keys(fields).length) {
        controls.showFormError(t(V.formIncomplete));
        controls.showFieldErrors(fields);
      } else {
        controls.showFormError(errorMessage(failure, t));
        form.querySelector<HTMLElement>('[data-form-error]')?.focus();
      }
    }
  });
}
