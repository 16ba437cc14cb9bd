import { describe, expect, it } from 'vitest';
import { landingEmblem, logoEmblem } from './svg-logo';

describe('the logo emblem of the offer document', () => {
  it("reads the shapes of our brands' logos, not their text", () => {
    for (const brand of ['default', 'navy', 'emerald']) {
      const emblem = landingEmblem(`/brands/${brand}/logo.svg`);
      expect(emblem, brand).not.toBeNull();
      expect(emblem!.height).toBe(40);
      expect(emblem!.shapes.length).toBeGreaterThan(0);
    }
    expect(logoEmblem('<svg viewBox="0 0 10 10"><rect width="4" height="4" fill="#000"/><text>x</text></svg>')).toEqual(
      {
        height: 10,
        shapes: [{ kind: 'rect', x: 0, y: 0, width: 4, height: 4, rx: 0, fill: '#000' }],
      },
    );
  });
  it('never reads another host or a path outside /brands/', () => {
    expect(landingEmblem('https://example.com/logo.svg')).toBeNull();
    expect(landingEmblem('/brands/../../package.json')).toBeNull();
    expect(landingEmblem('/brands/default/nope.svg')).toBeNull();
  });
  it('leaves out path data that is not plain path commands, and colours that are not hex', () => {
    expect(logoEmblem('<svg viewBox="0 0 10 10"><path d="url(javascript:1)" fill="#000"/></svg>')).toBeNull();
    expect(logoEmblem('<svg viewBox="0 0 10 10"><circle r="2" fill="red"/></svg>')).toBeNull();
  });
});
