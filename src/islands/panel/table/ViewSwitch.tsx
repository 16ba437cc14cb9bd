import { useTranslation } from 'react-i18next';
import type { TableView } from './table-state';

const VIEWS: TableView[] = ['table', 'kanban'];

/** Table or kanban, as two toggle buttons (the offers' and the advisors' lists). */
export function ViewSwitch({ view, onView }: { view: TableView; onView: (view: TableView) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('table.view')}
      className="inline-flex rounded-md border border-gray-300 bg-white p-0.5"
      data-view-switch
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={
            'rounded px-3 py-1.5 text-sm font-semibold ' +
            (view === option ? 'bg-main text-on-main' : 'text-gray-900 hover:bg-highlight')
          }
          onClick={() => view !== option && onView(option)}
        >
          {t(`table.view.${option}`)}
        </button>
      ))}
    </div>
  );
}
