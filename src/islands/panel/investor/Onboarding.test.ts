import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../lib/i18n-types';
import { leadAnswers } from './lead-form-values';
import { stepTones } from './Onboarding';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as Translate;
const base = { industries: ['energy'], horizon: '', plannedAmount: '', currency: 'PLN', comment: '' };

describe('leadAnswers', () => {
  it('needs at least one industry (SPEC section 5)', () => {
    expect(leadAnswers({ ...base, industries: [] }, t)).toEqual({
      // Through the server's schema (atLeastOne): the minimum comes along, unused by the message.
      errors: { industries: 'validation.industryRequired {"min":1}' },
    });
  });

  it('turns the fields into the API answers: blanks are null, the amount minor units with its currency', () => {
    expect(leadAnswers(base, t)).toEqual({
      answers: { industries: ['energy'], horizon: null, plannedAmount: null, currency: null, comment: null },
    });
    expect(
      leadAnswers(
        { ...base, horizon: '1-3-years', plannedAmount: '50 000,5', currency: 'EUR', comment: '  po prostu  ' },
        t,
      ),
    ).toEqual({
      answers: {
        industries: ['energy'],
        horizon: '1-3-years',
        plannedAmount: 5_000_050,
        currency: 'EUR',
        comment: 'po prostu',
      },
    });
  });

  it('refuses an amount that is not a positive number and a comment that is too long', () => {
    expect(leadAnswers({ ...base, plannedAmount: 'dużo' }, t)).toEqual({
      errors: { plannedAmount: 'validation.number' },
    });
    expect(leadAnswers({ ...base, plannedAmount: '0' }, t)).toMatchObject({
      errors: { plannedAmount: expect.stringContaining('validation.minValue') },
    });
    expect(leadAnswers({ ...base, comment: 'x'.repeat(2001) }, t)).toMatchObject({
      errors: { comment: expect.stringContaining('validation.maxLength') },
    });
  });
});

describe('stepTones', () => {
  it('shows each step as done, in progress or to do, in SPEC order', () => {
    expect(
      stepTones({ primaryData: 'required', identity: 'not-started', kyc: 'not-sent' }).map((s) => [s.id, s.tone]),
    ).toEqual([
      ['primaryData', 'todo'],
      ['identity', 'todo'],
      ['kyc', 'todo'],
    ]);
    expect(stepTones({ primaryData: 'completed', identity: 'in-progress', kyc: 'sent' }).map((s) => s.tone)).toEqual([
      'done',
      'progress',
      'progress',
    ]);
    expect(stepTones({ primaryData: 'completed', identity: 'confirmed', kyc: 'submitted' }).map((s) => s.tone)).toEqual(
      ['done', 'done', 'done'],
    );
  });
});
