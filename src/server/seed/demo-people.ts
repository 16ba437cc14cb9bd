import type { Language } from '../../lib/language';

// The demo people of each demo brand (README "Demo logins" lists them). E-mail domains are under .example,
// which never receives mail; every message is in the outbox and on /mailbox.

/** The password of every demo advisor and coordinator (meets the strong-password rule). */
export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoPerson {
  email: string;
  firstName: string;
  surname: string;
  language: Language;
}

export interface DemoPeople {
  network: string;
  coordinator: DemoPerson;
  advisor: DemoPerson;
  /** An advisor with two-factor on: add totpSecret (base32) to an authenticator app. */
  advisorWithTwoFactor: DemoPerson & { totpSecret: string };
  /** The compliance officer (decision 0066), in no network, two-factor on as the desk requires. */
  compliance: DemoPerson & { totpSecret: string };
  investors: DemoPerson[];
}

const person = (email: string, firstName: string, surname: string, language: Language = 'pl'): DemoPerson => ({
  email,
  firstName,
  surname,
  language,
});

/** By landing slug (seed/landings.ts). TOTP secrets are 32 base32 characters (160 bits), fixed so README can print them. */
export const DEMO_PEOPLE: Record<string, DemoPeople> = {
  default: {
    network: 'Sieć Horyzont',
    coordinator: person('koordynator@horyzont.example', 'Anna', 'Kowalska'),
    advisor: person('doradca@horyzont.example', 'Piotr', 'Nowak'),
    advisorWithTwoFactor: {
      ...person('doradca.2fa@horyzont.example', 'Marta', 'Wiśniewska'),
      totpSecret: 'HORYZONTDEMOADVISORTWOFACTORKEYA',
    },
    compliance: {
      ...person('compliance@horyzont.example', 'Barbara', 'Zając'),
      totpSecret: 'HORYZONTDEMOCOMPLIANCEOFFICERKEY',
    },
    investors: [
      person('inwestor@horyzont.example', 'Jan', 'Zieliński'),
      person('inwestorka@horyzont.example', 'Ewa', 'Lewandowska'),
      person('investor.en@horyzont.example', 'John', 'Smith', 'en'),
    ],
  },
  navy: {
    network: 'Sieć Bałtycka',
    coordinator: person('koordynator@baltycki.example', 'Tomasz', 'Wójcik'),
    advisor: person('doradca@baltycki.example', 'Katarzyna', 'Kamińska'),
    advisorWithTwoFactor: {
      ...person('doradca.2fa@baltycki.example', 'Michał', 'Kaczmarek'),
      totpSecret: 'BALTYCKIDEMOADVISORTWOFACTORKEYB',
    },
    compliance: {
      ...person('compliance@baltycki.example', 'Ryszard', 'Dudek'),
      totpSecret: 'BALTYCKIDEMOCOMPLIANCEOFFICERKEY',
    },
    investors: [
      person('inwestor@baltycki.example', 'Adam', 'Mazur'),
      person('inwestorka@baltycki.example', 'Zofia', 'Krawczyk'),
      person('investor.en@baltycki.example', 'Emma', 'Brown', 'en'),
    ],
  },
  emerald: {
    network: 'Sieć Szmaragd',
    coordinator: person('koordynator@szmaragd.example', 'Magdalena', 'Piotrowska'),
    advisor: person('doradca@szmaragd.example', 'Paweł', 'Grabowski'),
    advisorWithTwoFactor: {
      ...person('doradca.2fa@szmaragd.example', 'Agnieszka', 'Pawłowska'),
      totpSecret: 'SZMARAGDDEMOADVISORTWOFACTORKEYC',
    },
    compliance: {
      ...person('compliance@szmaragd.example', 'Halina', 'Sikora'),
      totpSecret: 'SZMARAGDDEMOCOMPLIANCEOFFICERKEY',
    },
    investors: [
      person('inwestor@szmaragd.example', 'Krzysztof', 'Michalski'),
      person('inwestorka@szmaragd.example', 'Joanna', 'Nowicka'),
      person('investor.en@szmaragd.example', 'Oliver', 'Taylor', 'en'),
    ],
  },
};
