// A landing's logo in our PDFs (the offer document and the KIIS). An SVG logo of the site's own /brands/ folder is
// drawn as its emblem's vector shapes (svg-logo.ts) beside the site title; a PNG or JPEG logo is embedded as the
// image it is (pdfkit embeds both natively) and stands alone, as the full logo does on the pages. Only files of the
// site's own /brands/ folder are read: a logo on another host is never fetched, and the document then shows the
// site title alone (decision docs/decisions/0035; 0071, item 10).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoEmblem, type LogoEmblem } from './svg-logo';

/** What a PDF draws for a logo: the SVG's shapes, or the bytes of a PNG or JPEG with its size in pixels. */
export type PdfLogo =
  | ({ kind: 'shapes' } & LogoEmblem)
  | { kind: 'image'; format: 'png' | 'jpeg'; data: Buffer; width: number; height: number };

const LOCAL_LOGO = /^\/brands\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(svg|png|jpe?g)$/i;

/** The folders a /brands/ URL is read from: the sources' public folder, or the built client beside the bundle. */
const PUBLIC_DIRS = [
  fileURLToPath(new URL('../../../public', import.meta.url)),
  fileURLToPath(new URL('../client', import.meta.url)),
  resolve(process.cwd(), 'public'),
  resolve(process.cwd(), 'dist/client'),
];

/** Width and height of a PNG (its IHDR chunk), or null when the bytes are not a PNG. */
function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = data.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || data.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Width and height of a JPEG (its first start-of-frame segment), or null when the bytes are not a JPEG. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    // SOF0-SOF15 carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

/** A PNG or JPEG's bytes as a logo, or null when they are neither (or say they have no pixels). */
export function rasterLogo(data: Buffer): PdfLogo | null {
  const png = pngSize(data);
  const size = png ?? jpegSize(data);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { kind: 'image', format: png ? 'png' : 'jpeg', data, ...size };
}

function readLogo(url: string, publicDirs: readonly string[]): PdfLogo | null {
  if (!LOCAL_LOGO.test(url)) return null;
  const file = publicDirs.map((dir) => join(dir, url)).find((path) => existsSync(path));
  if (!file) return null;
  if (url.toLowerCase().endsWith('.svg')) {
    const emblem = logoEmblem(readFileSync(file, 'utf8'));
    return emblem ? { kind: 'shapes', ...emblem } : null;
  }
  return rasterLogo(readFileSync(file));
}

const logos = new Map<string, PdfLogo | null>();

/**
 * The logo of a landing's logo URL, read once per URL (a file replaced under the same name shows after a restart);
 * null for another host's logo, a path outside /brands/, or a file that is not a drawable SVG, PNG or JPEG.
 */
export function landingLogo(url: string | null | undefined, publicDirs: readonly string[] = PUBLIC_DIRS) {
  if (!url) return null;
  const key = `${publicDirs.join('\n')}\n${url}`;
  if (!logos.has(key)) logos.set(key, readLogo(url, publicDirs));
  return logos.get(key) ?? null;
}

/** The emblem's shapes scaled to `height` points at x, y; answers the width drawn. */
function drawShapes(doc: PDFKit.PDFDocument, emblem: LogoEmblem, x: number, y: number, height: number): number {
  const scale = height / emblem.height;
  doc.save().translate(x, y).scale(scale);
  let right = 0;
  for (const shape of emblem.shapes) {
    if (shape.kind === 'rect') {
      doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx).fill(shape.fill);
      right = Math.max(right, shape.x + shape.width);
    } else if (shape.kind === 'circle') {
      doc.circle(shape.cx, shape.cy, shape.r).fill(shape.fill);
      right = Math.max(right, shape.cx + shape.r);
    } else {
      doc.path(shape.d);
      if (shape.fill && shape.stroke) doc.lineWidth(shape.strokeWidth).fillAndStroke(shape.fill, shape.stroke);
      else if (shape.fill) doc.fill(shape.fill);
      else doc.lineWidth(shape.strokeWidth).stroke(shape.stroke!);
      right = Math.max(right, emblem.height);
    }
  }
  doc.restore();
  return right * scale;
}

/**
 * The logo at x, y: `height` points high, at most `maxWidth` wide (an image keeps its proportions within both).
 * Answers the width drawn, 0 when nothing could be drawn (a damaged image leaves the document without it).
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: PdfLogo,
  box: { x: number; y: number; height: number; maxWidth: number },
): number {
  if (logo.kind === 'shapes') return drawShapes(doc, logo, box.x, box.y, box.height);
  const scale = Math.min(box.height / logo.height, box.maxWidth / logo.width);
  const width = logo.width * scale;
  const height = logo.height * scale;
  try {
    doc.image(logo.data, box.x, box.y + (box.height - height) / 2, { width, height });
  } catch {
    return 0;
  }
  return width;
}
