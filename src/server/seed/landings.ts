import type { LandingTexts } from '../../lib/contracts/landing';
import type { LandingCreateInput } from '../landings/landing-service';

// The three demo brands: a newcomer sees white-labelling at once by opening the same server on three hosts.
// Their logos, favicons and documents are static files under public/brands/<slug>/.

function documents(slug: string, language: 'pl' | 'en'): Pick<LandingTexts, 'regulationUrl' | 'privacyUrl'> {
  return {
    regulationUrl: `/brands/${slug}/regulation-${language}.html`,
    privacyUrl: `/brands/${slug}/privacy-${language}.html`,
  };
}

function assets(slug: string) {
  return {
    favicon: `/brands/${slug}/favicon.svg`,
    logoUrl: `/brands/${slug}/logo.svg`,
    logoSmallUrl: `/brands/${slug}/favicon.svg`,
  };
}

export const DEMO_LANDINGS: LandingCreateInput[] = [
  {
    slug: 'default',
    hosts: ['localhost'],
    isDefault: true,
    language: 'pl',
    siteTitle: 'Horyzont Inwestycje',
    theme: 'default',
    ...assets('default'),
    texts: {
      pl: {
        title: 'Inwestuj z doradcą, który zna Twoje cele',
        headline:
          'Horyzont Inwestycje łączy klientów z licencjonowanymi doradcami. Oferty obligacji i produktów ' +
          'strukturyzowanych, przejrzyste warunki i wszystkie dokumenty w jednym miejscu.',
        advisorsTitle: 'Panel doradcy Horyzont',
        advisorsHeadline: 'Zapraszaj klientów do kampanii, śledź oferty i prowadź KYC bez papierów.',
        investorTitle: 'Strefa inwestora',
        investorHeadline: 'Zaloguj się kodem z e-maila, aby zobaczyć swoje oferty i produkty.',
        inviteText:
          'Dzień dobry, zapraszam do zapoznania się z ofertą przygotowaną przez Horyzont Inwestycje. ' +
          'W razie pytań jestem do dyspozycji.',
        marketingConsent1:
          'Wyrażam zgodę na otrzymywanie od Horyzont Inwestycje S.A. informacji handlowych drogą elektroniczną.',
        marketingConsent2:
          'Wyrażam zgodę na kontakt telefoniczny w celach marketingowych produktów Horyzont Inwestycje S.A.',
        advisorLoginButton: 'Zaloguj się',
        investorLoginButton: 'Wyślij kod',
        investButton: 'Inwestuję',
        regulationLabel: 'Regulamin',
        privacyLabel: 'Polityka prywatności',
        ...documents('default', 'pl'),
      },
      en: {
        title: 'Invest with an advisor who knows your goals',
        headline:
          'Horyzont Investments connects clients with licensed advisors. Bond and structured product offers, ' +
          'clear terms and every document in one place.',
        advisorsTitle: 'Horyzont advisor panel',
        advisorsHeadline: 'Invite clients to campaigns, follow offers and run KYC without paperwork.',
        investorTitle: 'Investor area',
        investorHeadline: 'Sign in with the code from your e-mail to see your offers and products.',
        inviteText:
          'Hello, please take a look at the offer prepared by Horyzont Investments. ' +
          'I am happy to answer any questions.',
        marketingConsent1: 'I agree to receive marketing information from Horyzont Inwestycje S.A. by e-mail.',
        marketingConsent2: 'I agree to be contacted by phone about Horyzont Inwestycje S.A. products.',
        advisorLoginButton: 'Sign in',
        investorLoginButton: 'Send code',
        investButton: 'Invest',
        regulationLabel: 'Terms and conditions',
        privacyLabel: 'Privacy policy',
        ...documents('default', 'en'),
      },
    },
  },
  {
    slug: 'navy',
    hosts: ['127.0.0.1'],
    language: 'pl',
    siteTitle: 'Bałtycki Dom Maklerski',
    theme: 'navy',
    investorPanelHeaderColor: '#172554',
    investorPanelDescriptionColor: '#1e3a8a',
    advisorPanelHeaderColor: '#172554',
    advisorPanelDescriptionColor: '#1e40af',
    ...assets('navy'),
    texts: {
      pl: {
        title: 'Obligacje korporacyjne z Bałtyckim Domem Maklerskim',
        headline:
          'Od ponad dwudziestu lat pomagamy inwestorom budować portfel o stałym dochodzie. ' +
          'Sprawdź bieżące emisje i zapisz się bez wychodzenia z domu.',
        advisorsTitle: 'Dla partnerów Bałtyckiego DM',
        advisorsHeadline: 'Twoja sieć, Twoi klienci, jedna platforma do ofert i dokumentów.',
        investorTitle: 'Logowanie inwestora',
        investorHeadline: 'Podaj adres e-mail, a wyślemy jednorazowy kod dostępu.',
        inviteText:
          'Szanowni Państwo, w załączeniu przesyłam zaproszenie do zapoznania się z bieżącą emisją obligacji ' +
          'oferowaną przez Bałtycki Dom Maklerski.',
        marketingConsent1:
          'Zgadzam się na przesyłanie przez Bałtycki Dom Maklerski S.A. informacji o nowych emisjach na mój e-mail.',
        marketingConsent2: 'Zgadzam się na przekazanie moich danych partnerom Bałtyckiego Domu Maklerskiego S.A.',
        advisorLoginButton: 'Zaloguj',
        investorLoginButton: 'Otrzymaj kod',
        investButton: 'Zapisz się',
        regulationLabel: 'Regulamin świadczenia usług',
        privacyLabel: 'Ochrona danych osobowych',
        ...documents('navy', 'pl'),
      },
      en: {
        title: 'Corporate bonds with Baltic Brokerage House',
        headline:
          'For more than twenty years we have helped investors build fixed-income portfolios. ' +
          'See the current issues and subscribe from home.',
        advisorsTitle: 'For Baltic Brokerage partners',
        advisorsHeadline: 'Your network, your clients, one platform for offers and documents.',
        investorTitle: 'Investor sign-in',
        investorHeadline: 'Enter your e-mail address and we will send you a one-time access code.',
        inviteText:
          'Dear Sir or Madam, please find attached an invitation to review the current bond issue offered ' +
          'by Baltic Brokerage House.',
        marketingConsent1: 'I agree to receive news about new issues from Bałtycki Dom Maklerski S.A. by e-mail.',
        marketingConsent2: 'I agree that my data may be shared with partners of Bałtycki Dom Maklerski S.A.',
        advisorLoginButton: 'Sign in',
        investorLoginButton: 'Get code',
        investButton: 'Subscribe',
        regulationLabel: 'Terms of service',
        privacyLabel: 'Personal data protection',
        ...documents('navy', 'en'),
      },
    },
  },
  {
    slug: 'emerald',
    hosts: ['invest.localhost'],
    language: 'pl',
    siteTitle: 'Szmaragd Finanse',
    theme: 'custom',
    themeColors: '#0f766e,#115e59,#f0fdfa',
    investorPanelHeaderColor: '#134e4a',
    investorPanelDescriptionColor: '#115e59',
    advisorPanelHeaderColor: '#134e4a',
    advisorPanelDescriptionColor: '#0f766e',
    ...assets('emerald'),
    // Shown where a campaign or a product of the brand has no image of its own (the public offer page).
    campaignPlaceholderUrl: '/brands/emerald/campaign.svg',
    productPlaceholderUrl: '/brands/emerald/product.svg',
    texts: {
      pl: {
        title: 'Zielona energia, realny zysk',
        headline:
          'Szmaragd Finanse finansuje farmy fotowoltaiczne i wiatrowe. Inwestuj od 10 000 zł ' +
          'w projekty, które widać z okna pociągu.',
        advisorsTitle: 'Strefa doradcy Szmaragd',
        advisorsHeadline: 'Oferty kampanii OZE dla Twoich klientów, z podpisem i KYC online.',
        investorTitle: 'Panel inwestora Szmaragd',
        investorHeadline: 'Zaloguj się, aby śledzić swoje inwestycje i harmonogram odsetek.',
        inviteText:
          'Cześć! Przesyłam zaproszenie do nowej kampanii Szmaragd Finanse. Chętnie opowiem o szczegółach projektu.',
        marketingConsent1: 'Chcę otrzymywać newsletter Szmaragd Finanse sp. z o.o. o nowych projektach OZE.',
        marketingConsent2: 'Zgadzam się na kontakt SMS w sprawie ofert Szmaragd Finanse sp. z o.o.',
        advisorLoginButton: 'Wejdź do panelu',
        investorLoginButton: 'Wyślij link',
        investButton: 'Dołączam',
        regulationLabel: 'Regulamin',
        privacyLabel: 'Prywatność',
        ...documents('emerald', 'pl'),
      },
      en: {
        title: 'Green energy, real returns',
        headline:
          'Emerald Finance funds solar and wind farms. Invest from PLN 10,000 in projects you can see ' +
          'from the train window.',
        advisorsTitle: 'Emerald advisor area',
        advisorsHeadline: 'Renewable energy campaign offers for your clients, with online signing and KYC.',
        investorTitle: 'Emerald investor panel',
        investorHeadline: 'Sign in to follow your investments and the interest schedule.',
        inviteText: 'Hi! Here is an invitation to the new Emerald Finance campaign. Happy to tell you more about it.',
        marketingConsent1: 'I want to receive the Szmaragd Finanse sp. z o.o. newsletter about new projects.',
        marketingConsent2: 'I agree to be contacted by text message about Szmaragd Finanse sp. z o.o. offers.',
        advisorLoginButton: 'Open the panel',
        investorLoginButton: 'Send link',
        investButton: 'Join in',
        regulationLabel: 'Terms',
        privacyLabel: 'Privacy',
        ...documents('emerald', 'en'),
      },
    },
  },
];
