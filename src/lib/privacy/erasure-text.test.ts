import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import { erasureKindText, keptReasonText, keptUntilText } from './erasure-text';

describe('erasure answer texts', () => {
  it('names the kind, the law and the last day in DD.MM.YYYY, or what the end waits for', () => {
    const pl = getT('pl');
    const en = getT('en');
    const kyc = { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' } as const;
    expect(erasureKindText(kyc, en)).toBe('KYC questionnaires with the answers, documents and their review');
    expect(keptReasonText(kyc, pl)).toContain('art. 49');
    expect(keptUntilText(kyc, pl)).toBe('do 15.01.2030');
    expect(keptUntilText(kyc, en)).toBe('until 15.01.2030');
    expect(keptUntilText({ kind: 'identity', reason: 'contract', keptUntil: null }, en)).toMatch(
      /^while our relationship/,
    );
    expect(keptUntilText({ kind: 'sign-in-log', reason: 'security', keptUntil: null }, pl)).toBe(
      '12 miesięcy od każdego logowania, potem usuwamy',
    );
  });
});
