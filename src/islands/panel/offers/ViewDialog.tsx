import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../../../lib/contracts/saved-view';
import { networksQuery } from '../ui/advisor/advisors-api';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { sheetDialogClass } from '../ui/dialog-classes';
import { useModalDialog } from '../ui/use-modal-dialog';
import { DialogButtons } from '../ui/DialogButtons';

/** What the dialog gives back: the name, and for a new view whether it is shared (and with which network) or the default. */
export interface ViewChoice {
  name: string;
  shared: boolean;
  networkId: string | null;
  isDefault: boolean;
}

interface Props {
  /** null: closed; 'new': save the list as shown; a view: rename it. */
  target: 'new' | SavedView | null;
  coordinator: boolean;
  /** The list the view is of: the caller's own offers, or the networks' (which only coordinators open). */
  scope: 'own' | 'network';
  busy: boolean;
  error: unknown;
  onSubmit: (choice: ViewChoice) => void;
  onClose: () => void;
}

/** The dialog's fields, reset on each opening (a rename starts from the view's name), and the name's message. */
function useViewForm({ target, coordinator, onClose }: Pick<Props, 'target' | 'coordinator' | 'onClose'>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [network, setNetwork] = useState('');
  const [isDefault, setDefault] = useState(false);
  // SPEC section 5: the name's message shows once the field is left, or on a save.
  const empty = !passes(name, ['required']);
  const shown = useBlurErrors<'name'>(empty ? { name: t(V.required) } : {});
  const networks = useQuery({ ...networksQuery(), enabled: coordinator && target === 'new' });
  const renaming = target !== null && target !== 'new';
  const modal = useModalDialog({
    open: target !== null,
    onCancel: onClose,
    onOpen: () => {
      setName(renaming ? target.name : '');
      setShared(false);
      setNetwork('');
      setDefault(false);
      shown.reset();
      input.current?.focus();
    },
  });
  const networkId = network || networks.data?.[0]?.id || '';
  return {
    input,
    name,
    setName,
    shared,
    setShared,
    setNetwork,
    isDefault,
    setDefault,
    empty,
    shown,
    networks,
    renaming,
    modal,
    networkId,
  };
}

/** Save the list as a view (name, default, shared with a network for coordinators), or rename one. */
export function ViewDialog({ target, coordinator, scope, busy, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const form = useViewForm({ target, coordinator, onClose });
  const { input, name, setName, shared, setShared, setNetwork, isDefault, setDefault } = form;
  const { empty, shown, networks, renaming, modal, networkId } = form;
  const failure = error ? failureText(error, t) : undefined;
  return (
    <dialog {...modal} aria-labelledby={`${id}-title`} className={sheetDialogClass('w-[28rem]')} data-view-dialog>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          shown.showAll();
          if (empty || busy) return;
          onSubmit({
            name: name.trim(),
            shared,
            networkId: shared ? networkId : null,
            isDefault: !shared && isDefault,
          });
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t(renaming ? 'offers.views.renameTitle' : 'offers.views.saveTitle')}
        </h2>
        <NameField
          id={id}
          name={name}
          error={shown.errors.name}
          onChange={setName}
          onBlur={() => shown.touch('name')}
          inputRef={input}
        />
        {!renaming && (
          <NewViewOptions
            id={id}
            coordinator={coordinator}
            scope={scope}
            isDefault={isDefault}
            onDefault={setDefault}
            shared={shared}
            onShared={setShared}
            networks={networks.data}
            networkId={networkId}
            onNetwork={setNetwork}
          />
        )}
        {failure && (
          <p className="mt-4 notice notice-error" role="alert">
            {failure}
          </p>
        )}
        <DialogButtons
          cancelLabel={t('investors.owner.cancel')}
          onCancel={onClose}
          submitLabel={t(renaming ? 'offers.views.rename' : 'offers.views.save')}
          busy={busy}
          marker="data-view-submit"
        />
      </form>
    </dialog>
  );
}

/** The view's name, required, with its message once the field was left. */
function NameField({
  id,
  name,
  error,
  onChange,
  onBlur,
  inputRef,
}: {
  id: string;
  name: string;
  error: string | undefined;
  onChange: (name: string) => void;
  onBlur: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const invalid = Boolean(error);
  return (
    <div className="field mt-4">
      <label htmlFor={`${id}-name`} className="field-label">
        {t('offers.views.name')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-name`}
        className="field-input"
        value={name}
        maxLength={SAVED_VIEW_NAME_MAX}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-name-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-view-name
      />
      {invalid && (
        <p id={`${id}-name-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A new view's options: the default (not for a shared view), and for coordinators the network it is shared with. */
function NewViewOptions({
  id,
  coordinator,
  scope,
  isDefault,
  onDefault,
  shared,
  onShared,
  networks,
  networkId,
  onNetwork,
}: Pick<Props, 'coordinator' | 'scope'> & {
  id: string;
  isDefault: boolean;
  onDefault: (isDefault: boolean) => void;
  shared: boolean;
  onShared: (shared: boolean) => void;
  networks: Array<{ id: string; name: string }> | undefined;
  networkId: string;
  onNetwork: (networkId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={isDefault && !shared}
            disabled={shared}
            aria-describedby={shared ? `${id}-default-hint` : undefined}
            onChange={(event) => onDefault(event.target.checked)}
          />
          {t('offers.views.asDefault')}
        </label>
        {shared && (
          <p id={`${id}-default-hint`} className="mt-1 text-xs text-gray-600">
            {t('offers.views.sharedNotDefault')}
          </p>
        )}
      </div>
      {coordinator && (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={shared}
            onChange={(event) => onShared(event.target.checked)}
            data-view-share
          />
          {t('offers.views.share')}
        </label>
      )}
      {coordinator && shared && scope === 'network' && (
        <p className="text-xs text-gray-600" data-view-share-scope>
          {t('offers.views.networkListShared')}
        </p>
      )}
      {coordinator && shared && (
        <div className="field">
          <label htmlFor={`${id}-network`} className="field-label">
            {t('investors.column.network')}
          </label>
          <select
            id={`${id}-network`}
            className="field-input"
            value={networkId}
            onChange={(event) => onNetwork(event.target.value)}
          >
            {networks?.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
