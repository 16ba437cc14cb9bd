import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelRole } from '../session/panel-role';
import { signOut } from '../session/sign-out';
import { useTooltip } from './ui/use-tooltip';

interface Props {
  name: string;
  role: PanelRole;
}

/** The user menu: who is signed in, in which role, and signing out. A disclosure (button + panel), Escape closes. */
export function UserMenu({ name, role }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A name cut short in the header shows whole on hover (the open menu shows it whole too).
  const nameTip = useTooltip<HTMLSpanElement>(name.length > 24 ? name : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onSignOut = async () => {
    setBusy(true);
    await signOut();
  };

  return (
    <div className="relative" ref={root}>
      <button
        ref={button}
        type="button"
        className={
          'flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium max-md:min-h-11 ' +
          'text-gray-900 hover:bg-highlight'
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sr-only">{t('panel.userMenu.label')}: </span>
        <span ref={nameTip} className="max-w-[12rem] truncate">
          {name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-64 rounded-md border border-gray-200 bg-white p-3 text-sm shadow-lg"
      >
        <p className="font-semibold break-words text-gray-900">{name}</p>
        <p className="text-gray-700">{t(`panel.role.${role}`)}</p>
        {role !== 'investor' && (
          <a className="link mt-3 inline-flex min-h-11 items-center md:min-h-0" href="/app/security" data-security-link>
            {t('panel.nav.security')}
          </a>
        )}
        <button
          type="button"
          className="btn-primary mt-3"
          onClick={() => void onSignOut()}
          disabled={busy}
          data-sign-out
        >
          {busy ? t('panel.signingOut') : t('panel.signOut')}
        </button>
      </div>
    </div>
  );
}
