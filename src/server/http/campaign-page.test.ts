import { describe, expect, it } from 'vitest';
import { escapeAttribute, splitShell } from './campaign-page';

const markers = { title: 'mAtitle', description: 'mAdescription', body: 'mAbody', token: 'mAtoken' };

describe('splitShell', () => {
  it('cuts the layout at every marker, in order, however often one occurs', () => {
    const page =
      '<title>mAtitle · Site</title><a href="?token=mAtoken&lang=en">x</a><main>mAbody</main><a href="?token=mAtoken">';
    const { texts, slots } = splitShell(page, markers);
    expect(slots).toEqual(['title', 'token', 'body', 'token']);
    expect(texts).toEqual([
      '<title>',
      ' · Site</title><a href="?token=',
      '&lang=en">x</a><main>',
      '</main><a href="?token=',
      '">',
    ]);
    const values = { title: 'T', token: 'abc', body: '<p>b</p>', description: '' };
    expect(texts[0] + slots.map((slot, i) => values[slot] + texts[i + 1]).join('')).toBe(
      '<title>T · Site</title><a href="?token=abc&lang=en">x</a><main><p>b</p></main><a href="?token=abc">',
    );
  });

  it('leaves a layout without markers whole', () => {
    expect(splitShell('<p>plain</p>', markers)).toEqual({ texts: ['<p>plain</p>'], slots: [] });
  });
});

describe('escapeAttribute', () => {
  it('escapes as Astro does in attribute values', () => {
    expect(escapeAttribute('a & "b" <c>')).toBe('a &#38; &#34;b&#34; <c>');
  });
});
