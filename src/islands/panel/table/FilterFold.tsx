import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Filters in effect, said on the button ("Filters (3)"). */
  count: number;
  children: ReactNode;
}

/**
 * A list's filters on narrow screens (under 768 px): folded behind a "Filters (n)" button so that the list, not the
 * form, fills the first screen; a disclosure (aria-expanded). From 768 px the filters are always shown.
 */
export function FilterFold({ count, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className={
          'inline-flex min-h-11 items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white px-4 ' +
          'text-sm font-semibold text-gray-900 shadow-sm hover:bg-highlight md:hidden'
        }
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-filter-fold
      >
        {count > 0 ? t('table.filters.foldActive', { count }) : t('table.filters.fold')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} className={open ? undefined : 'max-md:hidden'}>
        {children}
      </div>
    </div>
  );
}
