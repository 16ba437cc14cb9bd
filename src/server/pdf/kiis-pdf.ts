// The key investment information sheet as a PDF (decision 0052): A4, DejaVu Sans (Polish letters), the landing's
// logo and name, the title with the campaign and the version, the regulation's disclaimer directly under it, the
// parts of the template, the prescribed risk warning, and "page n of N" on every page. Counted pages let the caller
// refuse a sheet over six.
import type { Language } from '../../lib/language';
import { numberPages, openPdf } from './pdf-document';
import { drawLogo, type PdfLogo } from './pdf-logo';

export interface KiisPdfInput {
  language: Language;
  siteTitle: string;
  /** The landing's logo above the site title (null: the site title alone). */
  logo: PdfLogo | null;
  title: string;
  campaignName: string;
  version: string;
  disclaimer: string;
  riskWarningTitle: string;
  riskWarning: string;
  sections: Array<{ title: string; text: string }>;
  pageLabel: (page: number, total: number) => string;
}

const MARGIN = 48;

export async function renderKiisPdf(input: KiisPdfInput): Promise<{ bytes: Buffer; pages: number }> {
  const { doc, done } = openPdf({
    title: `${input.title} – ${input.campaignName}`,
    author: input.siteTitle,
    language: input.language,
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;

  if (input.logo && drawLogo(doc, input.logo, { x: MARGIN, y: MARGIN, height: 24, maxWidth: width / 2 }) > 0) {
    doc.y = MARGIN + 24 + 8;
  }
  doc.font('regular').fontSize(9).fillColor('#4b5563').text(input.siteTitle, { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(16).fillColor('#111827').text(input.title, { width });
  doc.font('regular').fontSize(12).text(input.campaignName, { width });
  doc.fontSize(9).fillColor('#4b5563').text(input.version, { width });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(9.5).fillColor('#7c2d12').text(input.disclaimer, { width });
  doc.moveDown(0.8);
  for (const section of input.sections) {
    doc.font('bold').fontSize(11).fillColor('#111827').text(section.title, { width });
    doc.moveDown(0.2);
    doc.font('regular').fontSize(9.5).fillColor('#1f2937').text(section.text, { width, align: 'left' });
    doc.moveDown(0.7);
  }
  doc.font('bold').fontSize(11).fillColor('#7c2d12').text(input.riskWarningTitle, { width });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9.5).fillColor('#1f2937').text(input.riskWarning, { width });

  const pages = numberPages(doc, { left: MARGIN, width }, input.pageLabel);
  doc.end();
  return { bytes: await done, pages };
}
