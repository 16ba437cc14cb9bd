import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error';
import { investBodyFromForm, investFailureBody } from './invest-form-page';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('investBodyFromForm (the /invest form posted without JavaScript)', () => {
  it('reads the fields into the body of POST .../invest-form', () => {
    expect(
      investBodyFromForm(
        form({
          investmentValue: '12 000,50',
          firstName: 'Zofia',
          surname: 'Żabińska',
          phone: '600100200',
          documents: 'on',
        }),
      ),
    ).toEqual({
      investmentValue: 1_200_050,
      firstName: 'Zofia',
      surname: 'Żabińska',
      phone: '600100200',
      consents: { documents: true, marketingConsent1: false, marketingConsent2: false },
    });
  });

  it('refuses NUL, control and bidirectional characters in a field as the API does, naming the field', () => {
    let thrown: unknown;
    try {
      investBodyFromForm(
        form({ investmentValue: '100', firstName: 'Zo\u0000fia', surname: 'Kowalski\u202e', phone: '600' }),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect(investFailureBody(thrown)).toMatchObject({
      code: '9e4235af',
      violations: [{ propertyPath: 'firstName', message: 'validation.unsafeCharacters' }, { propertyPath: 'surname' }],
    });
  });
});
