import { describe, expect, it } from 'vitest';
import { offerReference } from './reference';

describe('offerReference', () => {
  it('is OF- and the first eight hex digits of the id, upper-case', () => {
    expect(offerReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('OF-1A2B3C4D');
  });
  it('reads past a dash inside the first eight digits', () => {
    expect(offerReference('1a2b-3c4d')).toBe('OF-1A2B3C4D');
  });
});
