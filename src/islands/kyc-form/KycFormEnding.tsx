import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type KycEnding = 'submitted' | 'inactive' | 'not-authorized';

/** The end of the questionnaire on this page: thanks after the submit, or why the link no longer opens it. */
export function KycFormEnding({ kind }: { kind: KycEnding }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the heading of what replaced it takes focus, so it is read out.
  useEffect(() => ref.current?.focus(), []);
  const [title, text, help] =
    kind === 'submitted'
      ? [t('kycForm.done.title'), t('kycForm.done.text'), t('kycForm.done.help')]
      : kind === 'inactive'
        ? [t('kycForm.inactive.title'), t('errors.formInactive'), t('kycForm.inactive.help')]
        : [t('kycForm.notAuthorized.title'), t('kycForm.notAuthorized.text'), t('kycForm.notAuthorized.help')];
  return (
    <section className="flex flex-col gap-4" aria-labelledby="kyc-ending-heading" data-kyc-ending={kind}>
      <h1
        id="kyc-ending-heading"
        ref={ref}
        tabIndex={-1}
        className="text-2xl font-semibold text-gray-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className={kind === 'submitted' ? 'notice notice-success' : 'notice notice-info'}>{text}</p>
      <p className="text-sm text-gray-700">{help}</p>
    </section>
  );
}
