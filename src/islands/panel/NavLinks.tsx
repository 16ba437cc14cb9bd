import { useTranslation } from 'react-i18next';
import { isCurrent } from './panel-links';

export interface NavLink {
  href: string;
  labelKey: string;
}

interface Props {
  links: readonly NavLink[];
  pathname: string;
  /** The drawer's column of full-width rows (44 px high) instead of the header's row. */
  vertical?: boolean;
}

/** The panel's links, the current page marked (aria-current), in the header or in the narrow screens' drawer. */
export function NavLinks({ links, pathname, vertical = false }: Props) {
  const { t } = useTranslation();
  // A coordinator's nine links and their user menu (a long name too) keep one row at 1280 px: less room around each.
  const shape = vertical
    ? 'flex min-h-11 items-center rounded px-3 py-2'
    : `block rounded ${links.length > 8 ? 'px-1.5' : 'px-2'} py-1.5`;
  return (
    <nav aria-label={t('panel.nav.label')} className={vertical ? 'mt-4' : undefined}>
      <ul
        className={
          vertical
            ? 'flex flex-col gap-1 text-base'
            : `flex flex-wrap items-center ${links.length > 8 ? 'gap-0' : 'gap-1'} text-sm`
        }
      >
        {links.map((link) => {
          const current = isCurrent(link.href, pathname);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={
                  current
                    ? `${shape} font-semibold text-main underline decoration-2 underline-offset-4`
                    : `${shape} font-medium text-gray-700 hover:bg-highlight hover:text-main`
                }
              >
                {t(link.labelKey)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
