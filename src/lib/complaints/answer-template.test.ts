import { describe, expect, it } from 'vitest';
import { composeComplaintAnswer } from './answer-template';

const firm = {
  firm: 'Bałtycki Dom Maklerski S.A. z siedzibą w Gdańsku',
  court: 'Sąd Rejonowy Gdańsk-Południe w Gdańsku',
  appeal: 'napisz do nas w ciągu 14 dni na reklamacje@baltycki.example',
  adr: null,
};
const parts = { reasons: 'Przelew wpłynął po terminie.', name: 'Anna Nowak', position: 'Kierownik reklamacji' };

describe('the answer to a complaint', () => {
  it('carries the notices of a refusal: the appeal, the Financial Ombudsman, the defendant and the court', () => {
    const text = composeComplaintAnswer('pl', { ...parts, outcome: 'rejected' }, firm);
    expect(text).toContain('Nie uwzględniamy Twojej reklamacji.');
    expect(text).toContain('Uzasadnienie faktyczne i prawne:\nPrzelew wpłynął po terminie.');
    expect(text).toContain(
      '1) odwołania się od stanowiska zawartego w odpowiedzi: napisz do nas w ciągu 14 dni na reklamacje@baltycki.example;',
    );
    expect(text).toContain('2) wystąpienia z wnioskiem o rozpatrzenie sprawy do Rzecznika Finansowego');
    expect(text).toContain(
      '3) wystąpienia z powództwem do sądu powszechnego: pozwanym powinien być Bałtycki Dom Maklerski S.A. z siedzibą ' +
        'w Gdańsku, a sądem miejscowo właściwym do rozpoznania sprawy jest Sąd Rejonowy Gdańsk-Południe w Gdańsku.',
    );
    expect(text.endsWith('Odpowiedzi udziela: Anna Nowak, Kierownik reklamacji.')).toBe(true);
  });

  it('says by when an upheld claim is carried out, without notices; a partly upheld one has both', () => {
    const upheld = composeComplaintAnswer('en', { ...parts, outcome: 'upheld', fulfilmentBy: '2026-12-15' }, firm);
    expect(upheld).toContain('We will carry out the claim we uphold by 15.12.2026.');
    expect(upheld).not.toContain('Ombudsman');
    const partly = composeComplaintAnswer(
      'en',
      { ...parts, outcome: 'partly', fulfilmentBy: '2026-12-15' },
      { ...firm, appeal: null, adr: 'the Financial Ombudsman’s mediation' },
    );
    expect(partly).toContain('We uphold your complaint in part.');
    expect(partly).toContain('by 15.12.2026');
    expect(partly).toContain('1) settle the dispute out of court: the Financial Ombudsman’s mediation;');
    expect(partly).toContain('2) ask the Financial Ombudsman');
    expect(partly).not.toContain('appeal');
  });

  it('says why an inadmissible complaint is refused, with the notices', () => {
    const text = composeComplaintAnswer('en', { ...parts, outcome: 'inadmissible' }, firm);
    expect(text).toContain('Why the complaint is inadmissible:\nPrzelew');
    expect(text).toContain('the court with territorial jurisdiction is Sąd Rejonowy Gdańsk-Południe w Gdańsku.');
  });
});
