// The demo's entry knowledge test (decisions 0052 and 0063), also printed by `npm run admin -- protection example-test`
// as a file to start from. Two scored questions on each knowledge area (investments, their risks, and experience, whose
// "right" answer is the prudent one), and one question without a right answer on each profile area ECSPR Art. 21(2)
// names: past investments, investment objectives, financial situation and professional experience.
import type { KnowledgeTest } from '../../lib/contracts/protection';

export const DEFAULT_KNOWLEDGE_TEST: KnowledgeTest = {
  passMark: 4,
  questions: [
    {
      id: 'bond-return',
      area: 'investments',
      text: {
        pl: 'Od czego zależy zwrot z inwestycji w obligacje spółki?',
        en: "What does the return on a company's bonds depend on?",
      },
      options: [
        {
          pl: 'Od tego, czy spółka będzie w stanie spłacić odsetki i kapitał',
          en: 'On whether the company can pay the interest and the capital back',
        },
        { pl: 'Jest gwarantowany przez państwo', en: 'It is guaranteed by the state' },
        {
          pl: 'Jest zawsze taki sam jak oprocentowanie lokat bankowych',
          en: 'It is always the same as bank deposit rates',
        },
      ],
      correct: 0,
    },
    {
      id: 'diversification',
      area: 'investments',
      text: {
        pl: 'Co oznacza dywersyfikacja portfela?',
        en: 'What does diversifying a portfolio mean?',
      },
      options: [
        { pl: 'Zainwestowanie wszystkich środków w jeden projekt', en: 'Putting all the money into one project' },
        {
          pl: 'Rozłożenie środków na wiele różnych inwestycji, aby ograniczyć ryzyko',
          en: 'Spreading the money over many different investments to limit the risk',
        },
        { pl: 'Inwestowanie wyłącznie w waluty obce', en: 'Investing in foreign currencies only' },
      ],
      correct: 1,
    },
    {
      id: 'loss',
      area: 'risks',
      text: {
        pl: 'Ile pieniędzy możesz stracić, inwestując w projekt finansowania społecznościowego?',
        en: 'How much money can you lose when investing in a crowdfunding project?',
      },
      options: [
        { pl: 'Nic, kapitał jest chroniony', en: 'Nothing, the capital is protected' },
        { pl: 'Najwyżej odsetki', en: 'The interest at most' },
        { pl: 'Część lub całość zainwestowanej kwoty', en: 'Part or all of the amount invested' },
      ],
      correct: 2,
    },
    {
      id: 'guarantee',
      area: 'risks',
      text: {
        pl: 'Czy inwestycja jest objęta systemem gwarantowania depozytów (BFG) lub systemem rekompensat dla inwestorów?',
        en: 'Is the investment covered by a deposit guarantee scheme or an investor compensation scheme?',
      },
      options: [
        { pl: 'Tak, do 100 000 euro', en: 'Yes, up to EUR 100,000' },
        { pl: 'Nie', en: 'No' },
        { pl: 'Tylko jeśli projekt się nie powiedzie', en: 'Only if the project fails' },
      ],
      correct: 1,
    },
    {
      id: 'liquidity',
      area: 'experience',
      text: {
        pl: 'Czy możesz w każdej chwili sprzedać udział w inwestycji i odzyskać pieniądze?',
        en: 'Can you sell your share of the investment and get your money back at any time?',
      },
      options: [
        { pl: 'Tak, zawsze', en: 'Yes, always' },
        { pl: 'Nie zawsze: może nie być nikogo, kto je kupi', en: 'Not always: there may be nobody to buy it' },
      ],
      correct: 1,
    },
    {
      id: 'share-of-savings',
      area: 'experience',
      text: {
        pl: 'Jaką część swoich oszczędności rozsądnie jest przeznaczyć na inwestycje tego rodzaju?',
        en: 'What part of your savings is it prudent to put into investments of this kind?',
      },
      options: [
        { pl: 'Całość, jeśli oprocentowanie jest wysokie', en: 'All of it, if the rate is high' },
        { pl: 'Tylko taką część, której utratę mogę ponieść', en: 'Only a part I could afford to lose' },
        { pl: 'Środki pożyczone na ten cel', en: 'Money borrowed for the purpose' },
      ],
      correct: 1,
    },
    {
      id: 'past-investments',
      area: 'past-investments',
      text: {
        pl: 'Twoje inwestycje w ciągu ostatnich pięciu lat to:',
        en: 'What have you invested in over the past five years?',
      },
      options: [
        { pl: 'W nic poza lokatami bankowymi', en: 'Nothing but bank deposits' },
        {
          pl: 'W fundusze inwestycyjne, akcje lub obligacje notowane na giełdzie',
          en: 'Investment funds, or shares or bonds listed on a stock exchange',
        },
        {
          pl: 'W papiery wartościowe lub pożyczki w ramach finansowania społecznościowego, także młodych firm',
          en: 'Securities or loans through crowdfunding, early-stage businesses included',
        },
      ],
    },
    {
      id: 'objectives',
      area: 'objectives',
      text: {
        pl: 'Jaki jest główny cel Twoich inwestycji?',
        en: 'What is the main objective of your investments?',
      },
      options: [
        { pl: 'Zachowanie wartości oszczędności', en: 'Keeping the value of my savings' },
        { pl: 'Regularny dochód z odsetek', en: 'A regular income from interest' },
        {
          pl: 'Wysoki zysk w długim okresie, przy wyższym ryzyku',
          en: 'A high return over the long term, at a higher risk',
        },
      ],
    },
    {
      id: 'financial-situation',
      area: 'financial-situation',
      text: {
        pl: 'Która odpowiedź najlepiej opisuje Twoją sytuację finansową?',
        en: 'How would you describe your financial situation?',
      },
      options: [
        {
          pl: 'Moje dochody pokrywają wydatki, ale mam niewielkie oszczędności',
          en: 'My income covers my expenses, with small savings',
        },
        {
          pl: 'Mam stałe dochody i oszczędności na co najmniej pół roku wydatków',
          en: 'I have a steady income and savings for at least six months of expenses',
        },
        {
          pl: 'Mam znaczny majątek, a utrata inwestowanej kwoty nie wpłynie na moje życie',
          en: 'I have substantial assets; losing the amount I invest would not change my life',
        },
      ],
    },
    {
      id: 'profession',
      area: 'profession',
      text: {
        pl: 'Czy masz doświadczenie zawodowe związane z inwestycjami w finansowanie społecznościowe lub w rynek finansowy?',
        en: 'Do you have professional experience related to crowdfunding investments or the financial markets?',
      },
      options: [
        { pl: 'Nie', en: 'No' },
        {
          pl: 'Tak, w sektorze finansowym, ale nie przy takich inwestycjach',
          en: 'Yes, in the financial sector, but not with such investments',
        },
        {
          pl: 'Tak, przy inwestycjach w finansowanie społecznościowe lub w młode firmy',
          en: 'Yes, with crowdfunding or early-stage investments',
        },
      ],
    },
  ],
};
