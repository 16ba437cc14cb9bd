// An SVG logo in our PDFs. Our brands' logos are small SVG files (an emblem of rect, circle and path shapes beside
// the site title as text); pdfkit draws no SVG files, so the emblem's shapes are read here and drawn as vector paths
// (pdfkit takes SVG path data, pdf-logo.ts), and the title is drawn in the document's own font. Which files are read
// at all: pdf-logo.ts.

type LogoShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'path'; d: string; fill: string | null; stroke: string | null; strokeWidth: number };

export interface LogoEmblem {
  /** The height of the SVG's view box (the emblem is scaled to the band's height by it). */
  height: number;
  shapes: LogoShape[];
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

const attr = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const num = (tag: string, name: string, fallback = 0): number => {
  const value = Number(attr(tag, name));
  return Number.isFinite(value) ? value : fallback;
};
const colour = (tag: string, name: string): string | null => {
  const value = attr(tag, name);
  return value && COLOUR.test(value) ? value : null;
};

/** The shapes of an SVG text (rect, circle and path with plain colours); text and anything else is left out. */
export function logoEmblem(svg: string): LogoEmblem | null {
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || !(viewBox[3]! > 0)) return null;
  const shapes: LogoShape[] = [];
  for (const [tag, name] of svg.matchAll(/<(rect|circle|path)\b[^>]*>/g)) {
    if (name === 'rect') {
      const fill = colour(tag, 'fill');
      if (fill)
        shapes.push({
          kind: 'rect',
          x: num(tag, 'x'),
          y: num(tag, 'y'),
          width: num(tag, 'width'),
          height: num(tag, 'height'),
          rx: num(tag, 'rx'),
          fill,
        });
    } else if (name === 'circle') {
      const fill = colour(tag, 'fill');
      if (fill) shapes.push({ kind: 'circle', cx: num(tag, 'cx'), cy: num(tag, 'cy'), r: num(tag, 'r'), fill });
    } else {
      const d = attr(tag, 'd');
      const fill = colour(tag, 'fill');
      const stroke = colour(tag, 'stroke');
      if (d && /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]+$/.test(d) && (fill || stroke))
        shapes.push({ kind: 'path', d, fill, stroke, strokeWidth: num(tag, 'stroke-width', 1) });
    }
  }
  return shapes.length > 0 ? { height: viewBox[3]!, shapes } : null;
}
