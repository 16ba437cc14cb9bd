// What every PDF of ours shares (the offer, the KIIS, the step log): an A4 pdfkit document with DejaVu Sans
// registered (Polish letters render and extract as text; pdfkit never embeds its own Helvetica), its pages kept open
// so each gets "page n of N" at the end, and the bytes once it ends. The fonts are read and parsed once per process
// (issue 36 item 12): parsing DejaVu's tables anew for each document was most of a document's time.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Language } from '../../lib/language';

function fontFile(name: string): string {
  const candidates = [
    fileURLToPath(new URL(`../../../assets/fonts/${name}`, import.meta.url)),
    // dist/<bundle>.mjs of a checkout
    fileURLToPath(new URL(`../assets/fonts/${name}`, import.meta.url)),
    resolve(process.cwd(), 'assets/fonts', name),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`Cannot find the font ${name}; looked in:\n  ${candidates.join('\n  ')}`);
  return found;
}

/** A font as pdfkit takes it: its file's bytes, or the font parsed from them (what pdfkit's fontkit makes). */
type FontSource = Buffer | object;

/**
 * The font of `file` parsed once: pdfkit's own parser (fontkit) through a throw-away document, so every document
 * shares the parsed tables and makes only its own subset. pdfkit keeps the parsed font on the document's current
 * font (`_font.font`, with a layout function, which pdfkit's font() accepts as a source); should a pdfkit release
 * keep it elsewhere, the file's bytes are used (parsed per document, as before: slower, the same pages).
 */
function parsedFont(file: string): FontSource {
  const bytes = readFileSync(file);
  const probe = new PDFDocument({ font: bytes as unknown as string });
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof parsed?.layout === 'function' ? parsed : bytes;
}

let fonts: { regular: FontSource; bold: FontSource } | undefined;
const fontSources = () =>
  (fonts ??= {
    regular: parsedFont(fontFile('DejaVuSans.ttf')),
    bold: parsedFont(fontFile('DejaVuSans-Bold.ttf')),
  });

export interface PdfOptions {
  title: string;
  author: string;
  language: Language;
  margin: number;
  layout?: 'portrait' | 'landscape';
}

/** A new A4 document with the fonts registered ('regular', 'bold'), and its bytes once it ends. */
export function openPdf(options: PdfOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const files = fontSources();
  // fontkit keeps each glyph it made with the code points it was first asked for; a subset's encoder makes the
  // parts of a composed letter (the A of Ą) with none, and a later document drawing "A" then wrote no text for it
  // (its extracted text read "\u0001rkusz"). Each document starts with an empty glyph cache: the tables stay parsed,
  // the glyphs are remade from them (cheap), each with its own document's code points.
  for (const font of [files.regular, files.bold])
    if (!Buffer.isBuffer(font)) (font as { _glyphs?: Record<number, unknown> })._glyphs = {};
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    font: files.regular as unknown as string,
    info: { Title: options.title, Author: options.author, Creator: options.author },
    lang: options.language === 'pl' ? 'pl-PL' : 'en-GB',
    displayTitle: true,
    // Pages stay open until the end, so each gets "page n of N" once their number is known.
    bufferPages: true,
  });
  doc.registerFont('regular', files.regular as Buffer);
  doc.registerFont('bold', files.bold as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    doc.on('end', () => resolveDone(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * "page n of N" at the foot of every page (right), with `leftText` (the brand) on the left when given; answers N.
 * Written below the bottom margin, which pdfkit would otherwise take as the start of a new page.
 */
export function numberPages(
  doc: PDFKit.PDFDocument,
  area: { left: number; width: number },
  label: (page: number, total: number) => string,
  leftText?: string,
): number {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 32;
    doc.font('regular').fontSize(8).fillColor('#6b7280');
    if (leftText) doc.text(leftText, area.left, y, { width: area.width / 2, lineBreak: false, ellipsis: true });
    doc.text(label(i - range.start + 1, range.count), area.left + area.width / 2, y, {
      width: area.width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  return range.count;
}

/**
 * Parses the fonts and makes a throw-away page of text in both, so that the process's first document (the first
 * investor's after a start) is made as quickly as the next ones (issue 36 item 12). Called once the server listens.
 */
export async function warmUpPdf(): Promise<void> {
  const { doc, done } = openPdf({ title: 'warm-up', author: 'warm-up', language: 'pl', margin: 48 });
  const text = 'Zażółć gęślą jaźń – 1 234 567,89 zł; 01.02.2026';
  doc.font('bold').fontSize(16).text(text).font('regular').fontSize(9).text(text);
  numberPages(doc, { left: 48, width: 400 }, (page, total) => `${page} / ${total}`, text);
  doc.end();
  await done;
}
