import { Fragment, type ReactNode } from 'react';

/** A labelled value of a card: a table column's header and its cell. */
interface CardField {
  id: string;
  label: string;
  value: ReactNode;
}

interface Props {
  /** The row's name (the investor, the advisor), usually its link. */
  title: ReactNode;
  fields: readonly CardField[];
  /** The row's actions, as in the table's last column. */
  actions?: ReactNode;
  /** Before the title: the row's selection box. */
  leading?: ReactNode;
  /** The row's data attributes (the same markers as the table's row). */
  markers?: Record<`data-${string}`, string>;
}

/**
 * A list row as a card below 768 px (issue 36, item 7): the name as its heading, every shown column as a label and
 * its value, the actions under them, each big enough for a thumb.
 */
export function RowCard({ title, fields, actions, leading, markers }: Props) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-row-card {...markers}>
      <div className="flex items-start gap-3">
        {leading && <div className="pt-0.5">{leading}</div>}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h2 className="text-base font-semibold break-words text-gray-900">{title}</h2>
          <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
            {fields.map((field) => (
              <Fragment key={field.id}>
                <dt className="text-gray-700" data-card-label={field.id}>
                  {field.label}
                </dt>
                <dd className="min-w-0 break-words text-gray-900" data-card-field={field.id}>
                  {field.value}
                </dd>
              </Fragment>
            ))}
          </dl>
          {actions && (
            <div className="flex flex-wrap gap-x-4 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_button]:min-h-11">
              {actions}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
