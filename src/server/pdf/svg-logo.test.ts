import { describe, expect, it } from 'vitest';
import { logoEmblem } from './svg-logo';

describe('the emblem of an SVG logo', () => {
  it('reads the shapes, not the text', () => {
    expect(logoEmblem('<svg viewBox="0 0 10 10"><rect width="4" height="4" fill="#000"/><text>x</text></svg>')).toEqual(
      {
        height: 10,
        shapes: [{ kind: 'rect', x: 0, y: 0, width: 4, height: 4, rx: 0, fill: '#000' }],
      },
    );
  });
  it('leaves out path data that is not plain path commands, and colours that are not hex', () => {
    expect(logoEmblem('<svg viewBox="0 0 10 10"><path d="url(javascript:1)" fill="#000"/></svg>')).toBeNull();
    expect(logoEmblem('<svg viewBox="0 0 10 10"><circle r="2" fill="red"/></svg>')).toBeNull();
  });
});
