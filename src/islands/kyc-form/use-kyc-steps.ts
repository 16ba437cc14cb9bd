import { useEffect, useRef, useState } from 'react';
import { FORM_STEPS, type FormStepId } from './kyc-form-values';
import { rememberedStep, rememberStep } from './step-memory';

type FocusRequest = { kind: 'heading' | 'invalid'; n: number } | null;

interface StepOptions {
  token: string;
  /** The steps in order (formSteps: all, or those of a questionnaire sent back). */
  steps?: readonly FormStepId[];
  /** The step to start on before the browser's memory is read (the server renders it too). */
  initialStep: () => FormStepId;
  /** After every move to another step (the form clears its failure and saves the draft). */
  onStepChange: () => void;
}

/**
 * The questionnaire's steps: the current one (remembered in this browser for the link), the moves between them with
 * the focus on the new step's heading, and the count of failed checks that keys the incomplete-form message, with
 * the focus on the first invalid field.
 */
export function useKycSteps({ token, steps = FORM_STEPS, initialStep, onStepChange }: StepOptions) {
  const [step, setStep] = useState<FormStepId>(initialStep);
  const [incomplete, setIncomplete] = useState(0);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The step this browser remembers for the link wins over the one the answers suggest (set after mounting, so
  // the server's render and the first client render agree).
  useEffect(() => {
    const remembered = rememberedStep(token, steps);
    if (remembered) setStep(remembered);
  }, [token, steps]);
  useEffect(() => rememberStep(token, step), [token, step]);

  // After a step change the heading takes focus (where the new content starts); after a failed check, the first
  // invalid field of the step in reading order (conditional fields register late, so the DOM decides).
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const invalid = stepRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not([disabled]), [data-invalid="true"]',
    );
    (invalid ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const goTo = (next: FormStepId) => {
    setStep(next);
    setIncomplete(0);
    setFocusRequest({ kind: 'heading', n: Date.now() });
    onStepChange();
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  };

  const showInvalid = () => {
    setIncomplete((n) => n + 1);
    setFocusRequest({ kind: 'invalid', n: Date.now() });
  };

  const index = steps.indexOf(step);
  return { step, index, steps, setStep, goTo, showInvalid, incomplete, stepRef, headingRef };
}
