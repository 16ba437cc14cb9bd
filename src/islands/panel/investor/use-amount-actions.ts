import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { acceptOffer, declareInterest, type InvestorOfferDetail } from './investor-api';
import { pressingButton } from '../form/use-blur-errors';
import { amountFailure } from './amount-failure';
import { amountInput, checkAmount, type AmountProblem } from './investor-format';
import { usePageLanguage } from '../ui/page-parts';
import { consentNeeded } from './protection-api';
import type { Currency } from '../../../lib/contracts/campaign';
import type { Language } from '../../../lib/language';

type Action = 'interest' | 'accept';

/**
 * The amount of an offer and what the investor does with it: interest (the amount optional) or acceptance, which
 * first asks for an explicit confirmation naming the amount. The amount is checked here first (the public page's
 * rules), then by the server; its refusals go under the field or above the form.
 */
export function useAmountActions(detail: InvestorOfferDetail, onChanged: (next: InvestorOfferDetail) => void) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const m = detail.campaign.metrics;
  const { amount, setAmountText, fieldError, setFieldError, inputRef, typedProblem, validate } = useAmountField(
    detail,
    (problem) => t(problem.key, problem.params),
  );
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState<null | Action>(null);
  const [confirming, setConfirming] = useState(false);
  const { consent, consentGiven, setConsentGiven, askConsent, dropConsent } = useConsentStep();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useFocusWhen(confirming, confirmRef);

  const run = async (kind: Action, value: number | null) => {
    setBusy(kind);
    setFormError(undefined);
    try {
      onChanged(await sendAction(kind, detail.offer.id, value, lang, consent !== null && consentGiven));
      setConfirming(false);
      dropConsent();
      toast({
        type: 'success',
        text: t(kind === 'interest' ? 'investor.offer.interestSent' : 'investor.offer.accepted'),
      });
    } catch (error) {
      const needed = kind === 'accept' ? consentNeeded(error) : null;
      // The warning and the consent join the confirmation step; nothing else changed.
      if (needed) return askConsent(needed);
      const failure = amountFailure(error, t, m.currency);
      setFieldError(failure.field);
      setFormError(failure.form);
      setConfirming(false);
      if (failure.field) inputRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  return {
    amount,
    /** The amount as typed; a change withdraws a confirmation being asked for. */
    setAmount: (text: string) => {
      setAmountText(text);
      // A message already shown follows the typing.
      if (fieldError) setFieldError(typedProblem(text));
      setConfirming(false);
      dropConsent();
    },
    /** The field was left: a typed amount outside the campaign's rules says so now (SPEC section 5). */
    leaveAmount: () => {
      if (!pressingButton()) setFieldError(typedProblem(amount));
    },
    consent,
    consentGiven,
    setConsentGiven,
    fieldError,
    formError,
    busy,
    confirming,
    inputRef,
    confirmRef,
    declareInterest: () => {
      setFieldError(undefined);
      const value = validate(amount, true);
      if (value !== undefined) void run('interest', value);
    },
    /** The form's submit: a valid amount asks for the confirmation. */
    askToAccept: (event: FormEvent) => {
      event.preventDefault();
      setFieldError(undefined);
      if (!detail.offer.actions.accept) return;
      const value = validate(amount, false);
      if (value !== undefined && value !== null) setConfirming(true);
    },
    confirmAccept: (value: number) => void run('accept', value),
    cancelAccept: () => {
      setConfirming(false);
      dropConsent();
      inputRef.current?.focus();
    },
  };
}

/** The server asked for the consent after the risk warning (ECSPR Art. 21(7)): the threshold the amount is above. */
function useConsentStep() {
  const [consent, setConsent] = useState<{ threshold: number; currency: Currency } | null>(null);
  const [consentGiven, setConsentGiven] = useState(false);
  const askConsent = (needed: { threshold: number; currency: Currency }) => {
    setConsent(needed);
    setConsentGiven(false);
  };
  const dropConsent = () => {
    setConsent(null);
    setConsentGiven(false);
  };
  return { consent, consentGiven, setConsentGiven, askConsent, dropConsent };
}

/** The element gets the focus each time the flag turns on. */
function useFocusWhen(on: boolean, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (on) ref.current?.focus();
  }, [on, ref]);
}

/** Interest (the amount optional) or acceptance (with the consent when it was asked for and given). */
function sendAction(kind: Action, offerId: string, value: number | null, lang: Language, consented: boolean) {
  return kind === 'interest' ? declareInterest(offerId, value, lang) : acceptOffer(offerId, value!, lang, consented);
}

/** The amount field: its text, its message, the input (focused on a refusal), and the campaign's rules. */
function useAmountField(detail: InvestorOfferDetail, problemText: (problem: AmountProblem) => string) {
  const [amount, setAmountText] = useState(() => amountInput(detail.offer.investmentValue));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { typedProblem, validate } = amountChecks(problemText, detail.campaign.metrics, (text) => {
    setFieldError(text);
    inputRef.current?.focus();
  });
  return { amount, setAmountText, fieldError, setFieldError, inputRef, typedProblem, validate };
}

/**
 * The amount by the campaign's rules: a typed amount's message (none for a blank one, which waits for a send:
 * interest takes no amount), and the amount to send (null: none given where it is optional; undefined: refused,
 * its message shown through `refuse`).
 */
function amountChecks(
  problemText: (problem: AmountProblem) => string,
  metrics: InvestorOfferDetail['campaign']['metrics'],
  refuse: (text: string) => void,
) {
  const typedProblem = (text: string) => {
    if (text.trim() === '') return undefined;
    const checked = checkAmount(text, metrics);
    return 'problem' in checked ? problemText(checked.problem) : undefined;
  };
  const validate = (amount: string, optional: boolean): number | null | undefined => {
    if (optional && amount.trim() === '') return null;
    const checked = checkAmount(amount, metrics);
    if ('problem' in checked) {
      refuse(problemText(checked.problem));
      return undefined;
    }
    return checked.value;
  };
  return { typedProblem, validate };
}
