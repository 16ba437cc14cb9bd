import { describe, expect, it } from 'vitest';
import { kycFormSchema } from './kyc';
import { validKycForm } from './kyc.fixtures';
import { kycReviewInputSchema, kycRiskFlags, needsFourEyes } from './kyc-review';

const clean = { iran: '0', northKorea: '', syria: null, crimeaDonetsk: 0, cuba: '', russia: '0,00' };
const answers = (overrides: Parameters<typeof validKycForm>[0] = {}) =>
  kycFormSchema(() => new Date('2026-11-26T12:00:00Z')).parse(validKycForm({ sanctions: clean, ...overrides }));

describe('kycRiskFlags', () => {
  it('finds nothing in plain answers', () => {
    expect(kycRiskFlags(answers())).toEqual([]);
  });

  it('flags a politically exposed investor, family member or close associate', () => {
    for (const pep of [
      { isPep: true, familyMember: false, closeAssociate: false, position: 'Poseł' },
      { isPep: false, familyMember: true, closeAssociate: false, position: 'Brat posła' },
      { isPep: false, familyMember: false, closeAssociate: true, position: 'Wspólnik' },
    ])
      expect(kycRiskFlags(answers({ pep }))).toEqual(['pep']);
  });

  it('flags any exposure to a sanctioned country, in either decimal style', () => {
    expect(kycRiskFlags(answers({ sanctions: { ...clean, russia: '0,5' } }))).toEqual(['sanctions']);
    expect(kycRiskFlags(answers({ sanctions: { ...clean, cuba: 10 } }))).toEqual(['sanctions']);
  });

  it('flags origins of funds a reviewer wants a document for', () => {
    expect(kycRiskFlags(answers({ fundsOrigin: ['salary', 'inheritance'] }))).toEqual(['funds-document']);
    expect(kycRiskFlags(answers({ fundsOrigin: ['other'], fundsOriginDescription: 'Wygrana' }))).toEqual([
      'funds-document',
    ]);
  });

  it('needs four eyes for PEP and sanctions only', () => {
    expect(needsFourEyes(['funds-document'])).toBe(false);
    expect(needsFourEyes(['pep'])).toBe(true);
    expect(needsFourEyes(['sanctions', 'funds-document'])).toBe(true);
  });
});

describe('kycReviewInputSchema', () => {
  const violations = (body: unknown) => {
    const parsed = kycReviewInputSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
  };

  it('takes an approval alone, a rejection with its reason, a request for more with its items', () => {
    expect(violations({ decision: 'approved' })).toEqual([]);
    expect(violations({ decision: 'rejected', reason: 'Dokument nieczytelny' })).toEqual([]);
    expect(violations({ decision: 'more-information', items: ['bank', 'funds-document'] })).toEqual([]);
  });

  it('names what is missing or wrong', () => {
    expect(violations({ decision: 'rejected' })).toEqual(['reason']);
    expect(violations({ decision: 'rejected', reason: '   ' })).toEqual(['reason']);
    expect(violations({ decision: 'more-information', items: [] })).toEqual(['items']);
    expect(violations({ decision: 'more-information', items: ['passport-photo'] })).toEqual(['items.0']);
    expect(violations({ decision: 'maybe' })).toEqual(['decision']);
    expect(violations({ decision: 'approved', extra: 1 })).toEqual(['']);
    expect(violations({ decision: 'rejected', reason: 'a\u0000b' })).toEqual(['reason']);
  });
});
