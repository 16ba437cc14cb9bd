import { describe, expect, it } from 'vitest';
import { layoutFor } from './route-layouts';

describe('layoutFor', () => {
  it('gives sign-in screens the auth layout and error pages the blank one', () => {
    expect(layoutFor('/investor-login')).toBe('auth');
    expect(layoutFor('/login-with-redirect-token')).toBe('auth');
    expect(layoutFor('/404')).toBe('blank');
    expect(layoutFor('/500')).toBe('blank');
  });

  it('gives every other route the branded layout by default', () => {
    expect(layoutFor('/')).toBe('branded');
    expect(layoutFor('/doradcy')).toBe('branded');
    expect(layoutFor('/some/new/route')).toBe('branded');
  });
});
