// The key investment information sheet (KIIS; ECSPR Art. 23, Delegated Regulation (EU) 2022/2119; decision 0052):
// per campaign, in pl and en, in the structure of the regulation's template. Its parts are generated from the
// campaign's data and can be rewritten by the operator (`npm run admin -- kiis set`); every change is a new version.
// The disclaimer and the risk warning the regulation prescribes are fixed texts, not editable.
import { z } from 'zod';
import type { Language } from '../language';

/**
 * The template's parts we fill: A (the project owner, the project), B (the main features of the offer and the
 * conditions), C (risk factors), D (the terms of the securities), F (investor rights), H (fees, information and
 * legal redress).
 */
export const KIIS_SECTIONS = ['owner', 'project', 'conditions', 'risks', 'terms', 'rights', 'costs'] as const;
type KiisSection = (typeof KIIS_SECTIONS)[number];

const sectionText = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  // eslint-disable-next-line no-control-regex -- control characters (but tab and newline) are what it refuses
  .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value), 'control characters');
const languageSections = z.strictObject(
  Object.fromEntries(KIIS_SECTIONS.map((key) => [key, sectionText])) as Record<KiisSection, typeof sectionText>,
);

/** The file of `kiis set`: every part in both languages. */
export const kiisContentSchema = z.strictObject({ pl: languageSections, en: languageSections });
export type KiisContent = Record<Language, Record<KiisSection, string>>;

/** At most six A4 pages (Art. 23(7)); a version that would be longer is refused. */
export const KIIS_MAX_PAGES = 6;

/** The project owner's sheet in one language as the operator uploaded it (decision 0069): a PDF in the storage. */
export interface KiisFile {
  storageKey: string;
  sha256: string;
  size: number;
  pages: number;
}

/** The owner's PDF: at most this many bytes (six A4 pages fit in far less). */
export const KIIS_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The name of who is responsible (Annex I, Part A (b)) and their statement, as stored. */
export const KIIS_OWNER_MAX = 300;
export const KIIS_STATEMENT_MAX = 2000;
