// Notes on an offer (issue 19): GET/POST /api/advisor/investor/offer/{offerId}/notes, PUT and DELETE
// .../notes/{noteId}.

/** The longest note. */
export const NOTE_MAX = 5000;

export interface OfferNote {
  id: string;
  /** Plain text; line breaks kept. '' once deleted. */
  body: string;
  author: { id: string | null; name: string | null };
  /** The coordinator who wrote it while viewing the author's panel. */
  impersonator: { id: string; name: string | null } | null;
  /** ISO datetimes. */
  createdAt: string;
  editedAt: string | null;
  /** When its author deleted it (the list keeps the line, without the text); null while it stands. */
  deletedAt: string | null;
  /** How many earlier texts the edits keep. */
  versions: number;
  /** The caller wrote it (and may edit or delete it). */
  mine: boolean;
}
