import { useTranslation } from 'react-i18next';
import type { OfferAttachmentSummary } from '../../../../lib/contracts/offer-list';
import { fileSize } from '../../../../lib/format/cells';
import { openAttachment } from './offers-api';
import { useFileOpener } from '../use-file-opener';

interface Props {
  offerId: string;
  files: ReadonlyArray<OfferAttachmentSummary & { kind?: string }>;
  /** Coordinators see each file labelled (kind, size); advisors see the file names (SPEC section 3). */
  labelled: boolean;
  compact?: boolean;
}

/**
 * Payment confirmations and other files of an offer. Each is a button: the file is fetched with the bearer
 * (a link can't carry the Authorization header) and opened in a new tab, or downloaded when the browser
 * can't show it.
 */
export function AttachmentList({ offerId, files, labelled, compact = false }: Props) {
  const { t } = useTranslation();
  const { busy, open } = useFileOpener((file: OfferAttachmentSummary) => openAttachment(offerId, file));
  if (files.length === 0) return <span className="text-gray-600">{t('investors.attachments.none')}</span>;

  return (
    <ul className={compact ? 'flex flex-col gap-0.5' : 'flex flex-col gap-2'} data-attachments>
      {files.map((file, i) => (
        <li key={file.id}>
          <button
            type="button"
            className={
              'link text-left aria-disabled:cursor-progress ' +
              // In a table cell a long name is cut (whole on hover); the offer page shows it whole.
              (compact ? 'block max-w-[8rem] truncate' : 'break-all')
            }
            title={compact ? file.name : undefined}
            aria-disabled={busy === file.id || undefined}
            onClick={() => void open(file)}
            data-attachment={file.name}
          >
            {labelled ? t('investors.attachments.labelled', { index: i + 1, name: file.name }) : file.name}
          </button>
          {labelled && (
            <span className="ml-1 text-xs text-gray-600">
              (
              {[
                file.kind ? t(`investors.attachments.kind.${file.kind}`, { defaultValue: file.kind }) : null,
                fileSize(file.size),
              ]
                .filter(Boolean)
                .join(', ')}
              )
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
