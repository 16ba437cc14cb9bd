import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import { NOTE_MAX, type OfferNote } from '../../../lib/contracts/offer-note';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { dateTimeCell } from '../../../lib/format/cells';

const notesPath = (offerId: string) => `/api/advisor/investor/offer/${encodeURIComponent(offerId)}/notes`;
const notesQuery = (offerId: string) =>
  queryOptions({
    queryKey: ['offer-notes', offerId],
    queryFn: () => browserCore().api.get<OfferNote[]>(notesPath(offerId)),
  });

/** The text box of a new note or an edit, with its limit and the server's refusal. */
function NoteForm({
  label,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Sends the text; resolves true once the server kept it (a new note's box is then emptied, never before). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(initial);
  // SPEC section 5: the message shows once the box is left, or on a send.
  const empty = !passes(body, ['required']);
  const shown = useBlurErrors<'body'>(empty ? { body: t(V.required) } : {});
  const invalid = Boolean(shown.errors.body);
  const failure = error ? failureText(error, t) : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        shown.showAll();
        if (empty || busy) return;
        void onSubmit(body.trim()).then((kept) => {
          if (kept && !onCancel) {
            setBody('');
            shown.reset();
          }
        });
      }}
    >
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input min-h-24"
        value={body}
        maxLength={NOTE_MAX}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
        onBlur={() => shown.touch('body')}
        data-note-input
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {shown.errors.body}
        </p>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary w-auto" aria-disabled={busy || undefined} data-note-submit>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="link" onClick={onCancel}>
            {t('investors.owner.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Who wrote a note (and as whom), when, and when it was last edited. */
function NoteByline({ note, author }: { note: OfferNote; author: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-gray-700">
      {note.impersonator
        ? t('offers.notes.byAs', { author, coordinator: note.impersonator.name ?? '' })
        : t('offers.notes.by', { author })}
      {' · '}
      {dateTimeCell(note.createdAt)}
      {note.editedAt && ` · ${t('offers.notes.edited', { date: dateTimeCell(note.editedAt) })}`}
    </p>
  );
}

/** "Delete this note?": yes (once, while the deletion runs) or cancel, with the server's refusal. */
function NoteDeleteAsk({
  busy,
  failed,
  error,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  failed: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t('offers.notes.deleteAsk')}>
      <span className="text-sm text-gray-900">{t('offers.notes.deleteAsk')}</span>
      <button
        type="button"
        className="btn-primary w-auto"
        aria-disabled={busy || undefined}
        onClick={() => !busy && onConfirm()}
        data-note-delete-yes
      >
        {t('offers.notes.deleteYes')}
      </button>
      <button type="button" className="link text-sm" onClick={onCancel}>
        {t('investors.owner.cancel')}
      </button>
      {failed && (
        <p className="field-error w-full" role="alert">
          {failureText(error, t)}
        </p>
      )}
    </div>
  );
}

/** One note: who wrote it and when, edited or not, its text; its author may edit it. */
function NoteItem({ note, offerId }: { note: OfferNote; offerId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const edit = useMutation({
    mutationFn: (body: string) => browserCore().api.put<OfferNote[]>(`${notesPath(offerId)}/${note.id}`, { body }),
    onSuccess: (notes) => {
      client.setQueryData(notesQuery(offerId).queryKey, notes);
      setEditing(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => browserCore().api.delete<OfferNote[]>(`${notesPath(offerId)}/${note.id}`),
    onSuccess: (notes) => client.setQueryData(notesQuery(offerId).queryKey, notes),
  });
  const [confirming, setConfirming] = useState(false);
  // After a deletion the keyboard stays where the note was: on the line that now says it was deleted.
  const deletedLine = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (remove.isSuccess) deletedLine.current?.focus();
  }, [remove.isSuccess]);
  const author = note.author.name ?? t('offers.notes.unknownAuthor');
  if (note.deletedAt)
    return (
      <li
        ref={deletedLine}
        tabIndex={-1}
        className="py-3 text-sm text-gray-700 italic"
        data-note={note.id}
        data-note-deleted
      >
        {t('offers.notes.deleted', { author, date: dateTimeCell(note.deletedAt) })}
      </li>
    );
  return (
    <li className="flex flex-col gap-1 py-3" data-note={note.id}>
      <NoteByline note={note} author={author} />
      {editing ? (
        <NoteForm
          label={t('offers.notes.editLabel')}
          initial={note.body}
          submitLabel={t('offers.notes.save')}
          busy={edit.isPending}
          error={edit.error}
          onSubmit={(body) =>
            edit.mutateAsync(body).then(
              () => true,
              () => false,
            )
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="break-words whitespace-pre-line text-gray-900" data-note-body>
            {note.body}
          </p>
          {note.mine && !confirming && (
            <div className="flex flex-wrap gap-4">
              <button type="button" className="link text-sm" onClick={() => setEditing(true)}>
                {t('offers.notes.edit')}
              </button>
              <button type="button" className="link text-sm" onClick={() => setConfirming(true)} data-note-delete>
                {t('offers.notes.delete')}
              </button>
            </div>
          )}
          {confirming && (
            <NoteDeleteAsk
              busy={remove.isPending}
              failed={remove.isError}
              error={remove.error}
              onConfirm={() => remove.mutate()}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </li>
  );
}

/**
 * Notes on the offer (issue 19): for the advisors who see it, never for the investor. The owner and the network's
 * coordinators add them; each author edits their own (the earlier text is kept on the server).
 */
export function OfferNotes({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const notes = useQuery(notesQuery(offerId));
  const add = useMutation({
    mutationFn: (body: string) => browserCore().api.post<OfferNote[]>(notesPath(offerId), { body }),
    onSuccess: (list) => client.setQueryData(notesQuery(offerId).queryKey, list),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-offer-notes
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('offers.notes.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('offers.notes.intro')}</p>
      {notes.isError && (
        <p className="notice notice-error" role="alert">
          {failureText(notes.error, t) ?? t('errors.generic')}
        </p>
      )}
      {notes.data && notes.data.length === 0 && <p className="text-gray-700">{t('offers.notes.none')}</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} offerId={offerId} />
          ))}
        </ul>
      )}
      <NoteForm
        label={t('offers.notes.addLabel')}
        initial=""
        submitLabel={t('offers.notes.add')}
        busy={add.isPending}
        error={add.error}
        onSubmit={(body) =>
          add.mutateAsync(body).then(
            () => true,
            () => false,
          )
        }
      />
    </section>
  );
}
