// Notes on an offer (issue 19): GET/POST /api/advisor/investor/offer/{offerId}/notes, PUT and DELETE
// .../notes/{noteId}.
import { z } from 'zod';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';

/** The longest note. */
export const NOTE_MAX = 5000;

/** What POST and PUT take: the text, 1 to NOTE_MAX characters, line breaks kept. */
export const noteInputSchema = z
  .object({
    body: multiLine(z.string().trim().min(1, { error: V.required }).max(NOTE_MAX, { error: V.maxLength })),
  })
  .strict();

const personRef = z.object({ id: z.string().nullable(), name: z.string().nullable() });

export const offerNoteSchema = z
  .object({
    id: z.string(),
    /** Plain text; line breaks kept. '' once deleted. */
    body: z.string(),
    author: personRef,
    /** The coordinator who wrote it while viewing the author's panel. */
    impersonator: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    /** ISO datetimes. */
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    /** When its author deleted it (the list keeps the line, without the text); null while it stands. */
    deletedAt: z.string().nullable(),
    /** How many earlier texts the edits keep. */
    versions: z.number().int(),
    /** The caller wrote it (and may edit or delete it). */
    mine: z.boolean(),
  })
  .meta({ id: 'OfferNote' });
export type OfferNote = z.infer<typeof offerNoteSchema>;
