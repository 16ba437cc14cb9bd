import { useTranslation } from 'react-i18next';
import { CodeForm } from './CodeForm';
import type { TwoFactorSetup as Setup } from '../../../lib/contracts/auth-answers';
import { groupSecret } from './two-factor-api';
import { svgImageUrl } from '../../../lib/format/svg-image';

interface Props {
  setup: Setup;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Enrolment: scan the QR code (or type the secret) in an authenticator app, then confirm with its first code. */
export function TwoFactorSetup({ setup, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-two-factor-setup>
      <ol className="list-decimal space-y-1 pl-5 text-gray-700">
        <li>{t('security.twoFactor.stepScan')}</li>
        <li>{t('security.twoFactor.stepConfirm')}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={svgImageUrl(setup.qrSvg)}
          alt={t('security.twoFactor.qrAlt')}
          width={192}
          height={192}
          className="h-48 w-48 rounded border border-gray-200 bg-white p-2"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-gray-900">{t('security.twoFactor.secretLabel')}</p>
          <code
            className="rounded bg-highlight px-2 py-1 font-mono text-base break-all text-gray-900"
            data-two-factor-secret
          >
            {groupSecret(setup.secret)}
          </code>
        </div>
      </div>
      <CodeForm
        name="enable"
        label={t('security.twoFactor.code')}
        submitLabel={t('security.twoFactor.confirm')}
        busyLabel={t('security.busy')}
        onCode={onConfirm}
      />
      <button type="button" className="link self-start text-sm" onClick={onCancel}>
        {t('security.cancel')}
      </button>
    </div>
  );
}
