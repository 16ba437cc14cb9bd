import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSanctionsList, SanctionsFileError } from './sanctions-list';

const SAMPLE = readFileSync(new URL('../../../tests/fixtures/eu-sanctions-sample.xml', import.meta.url), 'utf8');

describe('the EU sanctions list export', () => {
  it('reads every name of every entry with its reference, subject type and programme', () => {
    const list = parseSanctionsList(SAMPLE);
    expect(list.generatedAt.toISOString()).toBe('2024-12-11T20:24:35.826Z');
    expect(list.entities).toBe(3);
    expect(list.names).toEqual([
      {
        entityRef: 'logical:13',
        subjectType: 'person',
        wholeName: 'Saddam Hussein Al-Tikriti',
        programme: 'IRQ',
        birthDates: ['1937-04-28'],
      },
      {
        entityRef: 'logical:13',
        subjectType: 'person',
        wholeName: 'Abu Ali',
        programme: 'IRQ',
        birthDates: ['1937-04-28'],
      },
      {
        entityRef: 'EU.36.64',
        subjectType: 'person',
        wholeName: 'Robert Gabriel Mugabe',
        programme: 'ZWE',
        birthDates: ['1924-02-21'],
      },
      {
        entityRef: 'EU.3523.13',
        subjectType: 'enterprise',
        wholeName: 'İslami Büyük Doğu Akıncılar Cephesi',
        programme: 'TERR',
        birthDates: [],
      },
      {
        entityRef: 'EU.3523.13',
        subjectType: 'enterprise',
        wholeName: 'Great Islamic Eastern Warriors Front',
        programme: 'TERR',
        birthDates: [],
      },
      {
        entityRef: 'EU.3523.13',
        subjectType: 'enterprise',
        wholeName: 'Islamski Front Bojowników o Wielki Wschód',
        programme: 'TERR',
        birthDates: [],
      },
    ]);
  });

  it('refuses what is not the list: broken XML, another document, a DTD, no names, a bad date', () => {
    const refused = (xml: string) => () => parseSanctionsList(xml);
    expect(refused(SAMPLE.slice(0, 2000))).toThrow(SanctionsFileError);
    expect(refused('<gesmes:Envelope xmlns:gesmes="x"><Cube/></gesmes:Envelope>')).toThrow(/no <export>/);
    expect(
      refused('<!DOCTYPE export [<!ENTITY a "aaaa">]><export generationDate="2024-01-01T00:00:00Z">&a;</export>'),
    ).toThrow(/DOCTYPE/);
    expect(refused('<export generationDate="2024-01-01T00:00:00Z"></export>')).toThrow(/no <sanctionEntity>/);
    expect(refused(SAMPLE.replace('2024-12-11T21:24:35.826+01:00', 'yesterday'))).toThrow(/generationDate/);
  });
});
