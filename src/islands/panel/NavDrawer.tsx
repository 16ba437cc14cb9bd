import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './ui/use-modal-dialog';
import { NavLinks, type NavLink } from './NavLinks';

interface Props {
  links: readonly NavLink[];
  pathname: string;
}

/**
 * The panel's navigation on narrow screens (under 768 px): a menu button opening a drawer from the left on the
 * native modal <dialog> (useModalDialog: focus trapped inside, the page behind inert, Escape closes, focus back on
 * the button). Desktop widths show the links in the header instead (PanelNav).
 */
export function NavDrawer({ links, pathname }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const modal = useModalDialog({
    open,
    onCancel: () => setOpen(false),
    onOpen: (element) => element.querySelector<HTMLElement>('[aria-current="page"], a')?.focus(),
  });
  return (
    <div className="md:hidden">
      <button
        type="button"
        className={
          'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm ' +
          'font-medium text-gray-900 hover:bg-highlight'
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        data-nav-menu
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ☰
        </span>
        {t('panel.nav.menu')}
      </button>
      <dialog
        {...modal}
        id={id}
        aria-labelledby={`${id}-title`}
        className={
          'm-0 h-dvh max-h-none w-80 max-w-[85vw] border-r border-gray-200 bg-white p-4 text-gray-900 shadow-xl ' +
          'backdrop:bg-gray-900/40'
        }
        data-nav-drawer
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('panel.nav.menu')}
          </h2>
          <button
            type="button"
            className={
              'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl leading-none ' +
              'text-gray-700 hover:bg-highlight hover:text-gray-900'
            }
            aria-label={t('panel.nav.close')}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && <NavLinks links={links} pathname={pathname} vertical />}
      </dialog>
    </div>
  );
}
