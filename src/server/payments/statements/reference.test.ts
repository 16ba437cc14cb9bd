import { describe, expect, it } from 'vitest';

import { findOfferReferences } from './reference';

describe('findOfferReferences', () => {
  it.each([
    ['Inwestycja OF-1A2B3C4D', ['OF-1A2B3C4D']],
    ['of-1a2b 3c4d', ['OF-1A2B3C4D']],
    ['OF 1A2B3C4D', ['OF-1A2B3C4D']],
    ['Inwestycja OF-1A2B\n3C4D obligacje', ['OF-1A2B3C4D']],
    ['OF1A2B3C4D', ['OF-1A2B3C4D']],
    ['OF–1A2B-3C4D', ['OF-1A2B3C4D']],
    ['Inwestycja OF-1A2B 3C4D serii A', ['OF-1A2B3C4D']],
    ['(OF-1A2B3C4D), zł', ['OF-1A2B3C4D']],
    ['OF-1A2B3C4D OF-00FF00FF of-1a2b3c4d', ['OF-1A2B3C4D', 'OF-00FF00FF']],
  ])('finds the reference in %j', (title, references) => {
    expect(findOfferReferences(title)).toEqual(references);
  });

  it.each([
    ['a longer hex run', 'OF-1A2B3C4D5E'],
    ['a word ending in "of"', 'PROF-1A2B3C4D'],
    ['seven digits', 'OF-1A2B3C4'],
    ['a letter after', 'OF-1A2B3C4Dx'],
    ['a Polish letter after', 'OF-1A2B3C4Dą'],
    ['non-hex letters', 'OF-1A2B3C4G'],
    ['no reference', 'Wpłata na obligacje, zażółć gęślą jaźń'],
    ['an empty title', ''],
  ])('finds nothing in %s', (_case, title) => {
    expect(findOfferReferences(title)).toEqual([]);
  });
});
