import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { acceptOffer, declareInterest, type InvestorOfferDetail } from './investor-api';
import { pressingButton } from '../form/use-blur-errors';
import { amountFailure } from './amount-failure';
import { amountInput, checkAmount, type AmountProblem } from './investor-format';
import { usePageLanguage } from '../ui/page-parts';
import { consentNeeded } from './protection-api';
import type { Currency } from '../../../lib/contracts/campaign';

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
  const [amount, setAmountText] = useState(() => amountInput(detail.offer.investmentValue));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState<null | Action>(null);
  const [confirming, setConfirming] = useState(false);
  /** The server asked for the consent after the risk warning (ECSPR Art. 21(7)): the threshold the amount is above. */
  const [consent, setConsent] = useState<{ threshold: number; currency: Currency } | null>(null);
  const [consentGiven, setConsentGiven] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const problemText = (problem: AmountProblem) => t(problem.key, problem.params);
  /** A typed amount's message, or none; a blank one waits for a send (interest takes no amount). */
  const typedProblem = (text: string) => {
    if (text.trim() === '') return undefined;
    const checked = checkAmount(text, m);
    return 'problem' in checked ? problemText(checked.problem) : undefined;
  };
  const validate = (optional: boolean): number | null | undefined => {
    if (optional && amount.trim() === '') return null;
    const checked = checkAmount(amount, m);
    if ('problem' in checked) {
      setFieldError(problemText(checked.problem));
      inputRef.current?.focus();
      return undefined;
    }
    return checked.value;
  };

  const run = async (kind: Action, value: number | null) => {
    setBusy(kind);
    setFormError(undefined);
    try {
      const next =
        kind === 'interest'
          ? await declareInterest(detail.offer.id, value, lang)
          : await acceptOffer(detail.offer.id, value!, lang, consent !== null && consentGiven);
      onChanged(next);
      setConfirming(false);
      setConsent(null);
      setConsentGiven(false);
      toast({
        type: 'success',
        text: t(kind === 'interest' ? 'investor.offer.interestSent' : 'investor.offer.accepted'),
      });
    } catch (error) {
      const needed = kind === 'accept' ? consentNeeded(error) : null;
      if (needed) {
        // The warning and the consent join the confirmation step; nothing else changed.
        setConsent(needed);
        setConsentGiven(false);
        return;
      }
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
      setConsent(null);
      setConsentGiven(false);
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
      const value = validate(true);
      if (value !== undefined) void run('interest', value);
    },
    /** The form's submit: a valid amount asks for the confirmation. */
    askToAccept: (event: FormEvent) => {
      event.preventDefault();
      setFieldError(undefined);
      if (!detail.offer.actions.accept) return;
      const value = validate(false);
      if (value !== undefined && value !== null) setConfirming(true);
    },
    confirmAccept: (value: number) => void run('accept', value),
    cancelAccept: () => {
      setConfirming(false);
      setConsent(null);
      setConsentGiven(false);
      inputRef.current?.focus();
    },
  };
}
