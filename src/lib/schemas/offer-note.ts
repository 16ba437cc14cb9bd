// Notes on an offer (issue 19): GET/POST /api/advisor/investor/offer/{offerId}/notes, PUT .../notes/{noteId}.

/** The longest note. */
export const NOTE_MAX = 5000;

export interface OfferNote {
  id: string;
  /** Plain text; line breaks kept. */
  body: string;
  author: { id: string | null; name: string | null };
  /** The coordinator who wrote it while viewing the author's panel. */
  impersonator: { id: string; name: string | null } | null;
  /** ISO datetimes. */
  createdAt: string;
  editedAt: string | null;
  /** How many earlier texts the edits keep. */
  versions: number;
  /** The caller wrote it (and may edit it). */
  mine: boolean;
}
