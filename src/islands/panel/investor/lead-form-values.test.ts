import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import type { LeadFormView } from './investor-api';
import { leadAnswers, leadValuesOf, leadViolationErrors } from './lead-form-values';

const known: Record<string, string> = { 'validation.maxLength': 'At most {{max}} characters' };
const t = ((key: string, options?: Record<string, unknown>) =>
  (known[key] ?? key).replace('{{max}}', String((options?.['max'] as number | undefined) ?? ''))) as Translate;

describe('leadValuesOf', () => {
  it('starts empty in złoty without earlier answers, and prefills the last answers', () => {
    expect(leadValuesOf(undefined)).toEqual({
      industries: [],
      horizon: '',
      plannedAmount: '',
      currency: 'PLN',
      comment: '',
    });
    const view: LeadFormView = {
      submittedAt: '2026-01-02T10:00:00Z',
      answers: {
        industries: ['energy'],
        horizon: '1-3-years',
        plannedAmount: 5_000_050,
        currency: 'EUR',
        comment: 'x',
      },
    };
    expect(leadValuesOf(view)).toMatchObject({ industries: ['energy'], currency: 'EUR', comment: 'x' });
    expect(leadValuesOf(view).plannedAmount).toMatch(/^50\s?000,50$/);
  });
});

describe('leadViolationErrors', () => {
  it("puts the first violation of each field on it, by the path's first part, translated when the key is known", () => {
    const error = new ApiError(400, {
      violations: [
        { propertyPath: 'comment', message: 'validation.maxLength' },
        { propertyPath: 'industries.1', title: 'Unknown industry' },
        { propertyPath: 'industries.2', title: 'Second problem' },
      ],
    });
    expect(leadViolationErrors(error, t)).toEqual({
      comment: 'At most 2000 characters',
      industries: 'Unknown industry',
    });
  });

  it('leaves out paths that are no field of the form', () => {
    const error = new ApiError(400, {
      violations: [
        { propertyPath: 'token', message: 'validation.required' },
        { propertyPath: 'toString', message: 'validation.required' },
      ],
    });
    expect(leadViolationErrors(error, t)).toEqual({});
    expect(leadViolationErrors(new Error('offline'), t)).toEqual({});
  });
});

describe("leadAnswers (through the server's schema, leadFormSchema)", () => {
  const values = { industries: ['energy'], horizon: '', plannedAmount: '50 000', currency: 'EUR', comment: '  ' };

  it('gives the answers as the server takes them', () => {
    expect(leadAnswers(values, t)).toEqual({
      answers: { industries: ['energy'], horizon: null, plannedAmount: 5_000_000, currency: 'EUR', comment: null },
    });
  });

  it("gives each field's first message: no industry, an amount that is no number, a comment too long", () => {
    expect(leadAnswers({ ...values, industries: [], plannedAmount: 'abc', comment: 'x'.repeat(2001) }, t)).toEqual({
      errors: {
        industries: 'validation.industryRequired',
        plannedAmount: 'validation.number',
        comment: 'At most 2000 characters',
      },
    });
  });
});
