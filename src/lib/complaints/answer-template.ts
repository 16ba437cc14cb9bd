// The answer to a complaint as the complainant receives it (decision 0070), composed from what the handler writes
// (the decision, the reasons, for an upheld claim the day it is carried out, who answers and their position) and
// the notices a refusal must carry under art. 10 of the Polish act of 5 August 2015 on complaints (the appeal
// procedure and the out-of-court scheme where the firm has them, the Financial Ombudsman, the court action naming
// the defendant and the competent court). The notices are fixed texts the handler cannot leave out. Shared by the
// server (the stored and mailed answer) and the panel (its preview), in the complaint's language.
import { formatDate } from '../format/date';
import type { Language } from '../language';
import type { ComplaintAnswerFirm, ComplaintOutcome } from '../contracts/complaint';

export interface ComplaintAnswerParts {
  outcome: ComplaintOutcome;
  reasons: string;
  name: string;
  position: string;
  /** YYYY-MM-DD: when an upheld claim is carried out (art. 9 pt 4). */
  fulfilmentBy?: string;
}

const COPY = {
  pl: {
    outcome: {
      upheld: 'Uwzględniamy Twoją reklamację.',
      partly: 'Uwzględniamy Twoją reklamację w części.',
      rejected: 'Nie uwzględniamy Twojej reklamacji.',
      inadmissible: 'Twoja reklamacja jest niedopuszczalna, dlatego nie rozpatrujemy jej co do istoty.',
    },
    reasons: 'Uzasadnienie faktyczne i prawne:',
    reasonsInadmissible: 'Dlaczego reklamacja jest niedopuszczalna:',
    fulfilment: (day: string) => `Roszczenie uwzględnione w odpowiedzi zrealizujemy do ${day}.`,
    notices: 'Pouczenie: przysługuje Ci możliwość:',
    appeal: (text: string) => `odwołania się od stanowiska zawartego w odpowiedzi: ${text}`,
    adr: (text: string) => `skorzystania z polubownego rozwiązania sporu: ${text}`,
    ombudsman: 'wystąpienia z wnioskiem o rozpatrzenie sprawy do Rzecznika Finansowego (rf.gov.pl);',
    court: (firm: string, court: string) =>
      `wystąpienia z powództwem do sądu powszechnego: pozwanym powinien być ${firm}` +
      (court ? `, a sądem miejscowo właściwym do rozpoznania sprawy jest ${court}.` : '.'),
    signed: (name: string, position: string) => `Odpowiedzi udziela: ${name}, ${position}.`,
  },
  en: {
    outcome: {
      upheld: 'We uphold your complaint.',
      partly: 'We uphold your complaint in part.',
      rejected: 'We do not uphold your complaint.',
      inadmissible: 'Your complaint is inadmissible, so we do not consider its substance.',
    },
    reasons: 'The facts and the law behind our position:',
    reasonsInadmissible: 'Why the complaint is inadmissible:',
    fulfilment: (day: string) => `We will carry out the claim we uphold by ${day}.`,
    notices: 'You may:',
    appeal: (text: string) => `appeal against the position in this answer: ${text}`,
    adr: (text: string) => `settle the dispute out of court: ${text}`,
    ombudsman: 'ask the Financial Ombudsman (Rzecznik Finansowy, rf.gov.pl) to examine the matter;',
    court: (firm: string, court: string) =>
      `bring an action before the common courts: the defendant should be ${firm}` +
      (court ? `, and the court with territorial jurisdiction is ${court}.` : '.'),
    signed: (name: string, position: string) => `Answered by: ${name}, ${position}.`,
  },
} as const;

/** Whether the answer refuses the complaint in whole or in part: then it carries the notices (art. 10). */
const refuses = (outcome: ComplaintOutcome) => outcome !== 'upheld';

/** Whether the answer upholds a claim in whole or in part: then it says by when it is carried out (art. 9 pt 4). */
export const upholds = (outcome: ComplaintOutcome) => outcome === 'upheld' || outcome === 'partly';

const ending = (line: string) => (/[.;:]$/.test(line) ? line : `${line};`);

/** The answer's full text: the decision, the reasons, when an upheld claim is carried out, the notices, who answers. */
export function composeComplaintAnswer(
  language: Language,
  parts: ComplaintAnswerParts,
  firm: ComplaintAnswerFirm,
): string {
  const copy = COPY[language];
  const blocks: string[] = [
    copy.outcome[parts.outcome],
    `${parts.outcome === 'inadmissible' ? copy.reasonsInadmissible : copy.reasons}\n${parts.reasons.trim()}`,
  ];
  if (upholds(parts.outcome) && parts.fulfilmentBy)
    blocks.push(copy.fulfilment(formatDate(parts.fulfilmentBy, 'DD.MM.YYYY')));
  if (refuses(parts.outcome)) {
    const notices = [
      ...(firm.appeal?.trim() ? [ending(copy.appeal(firm.appeal.trim()))] : []),
      ...(firm.adr?.trim() ? [ending(copy.adr(firm.adr.trim()))] : []),
      copy.ombudsman,
      copy.court(firm.firm, firm.court),
    ];
    blocks.push(`${copy.notices}\n${notices.map((line, i) => `${i + 1}) ${line}`).join('\n')}`);
  }
  blocks.push(copy.signed(parts.name.trim(), parts.position.trim()));
  return blocks.join('\n\n');
}
