// Generated investors of a demo brand, so offer lists have many clients: users with the investor-panel
// context and no password (investors sign in with e-mailed codes). Deterministic for a given random source.
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import { randomUUID } from 'node:crypto';
import type { NewUserRow } from '../db/schema';

const FIRST = [
  'Adam',
  'Agata',
  'Barbara',
  'Dariusz',
  'Dorota',
  'Elżbieta',
  'Filip',
  'Grażyna',
  'Henryk',
  'Irena',
  'Jacek',
  'Jolanta',
  'Kamil',
  'Karolina',
  'Leszek',
  'Małgorzata',
  'Marek',
  'Marzena',
  'Norbert',
  'Olga',
  'Patryk',
  'Renata',
  'Robert',
  'Sławomir',
  'Teresa',
  'Wojciech',
  'Zbigniew',
  'Żaneta',
];
const LAST = [
  'Borkowski',
  'Cieślak',
  'Czarnecki',
  'Domański',
  'Górski',
  'Jasiński',
  'Kołodziej',
  'Kozłowski',
  'Lis',
  'Malinowski',
  'Nowakowski',
  'Ostrowski',
  'Pietrzak',
  'Rutkowski',
  'Sadowski',
  'Szymański',
  'Tomaszewski',
  'Urbański',
  'Wieczorek',
  'Wróbel',
  'Zając',
  'Żak',
];
const FOLD: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/** A Polish surname in the form matching the first name (-ski -> -ska for women). */
function surnameFor(first: string, last: string): string {
  const female = first.endsWith('a');
  if (!female) return last;
  if (last.endsWith('ski') || last.endsWith('cki')) return `${last.slice(0, -1)}a`;
  return last;
}

const ascii = (text: string) => text.toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => FOLD[c]!);

/**
 * The rows of `count` investors of `brand` (e-mails under the brand's demo domain), with their ids, for the
 * seed to insert in bulk.
 */
export function demoInvestorRows(brand: Pick<Landing, 'id'>, domain: string, count: number, random: () => number) {
  const people = Array.from({ length: count }, (_, i) => {
    const first = FIRST[Math.floor(random() * FIRST.length)]!;
    const surname = surnameFor(first, LAST[Math.floor(random() * LAST.length)]!);
    const language: Language = i % 9 === 4 ? 'en' : 'pl';
    return {
      id: randomUUID(),
      landingId: brand.id,
      email: `${ascii(first)}.${ascii(surname)}.${String(i + 1).padStart(3, '0')}@klienci.${domain}`,
      firstName: first,
      surname,
      language,
      status: 'active' as const,
    } satisfies NewUserRow;
  });
  const contexts = people.map((p) => ({ userId: p.id, landingId: brand.id, type: 'investor-panel' as const }));
  return { users: people, contexts };
}
