// The request bodies of an offer's actions that the public offer API (a link's token) and the investor API share,
// as plain JSON Schemas for the OpenAPI document only: the handlers read them themselves (src/server/public-offer
// checks the amount, the invest form its fields), after the token or the sign-in is checked.
import { fileResponse } from './common';

/** The optional JSON body of interest and of the PDF: the amount the investor states, integer minor units. */
export const amountBody = {
  type: 'object',
  properties: { investmentValue: { type: 'integer', description: 'Integer minor units of the campaign currency' } },
} as const;

/** Acceptance: the amount, and the consent after the risk warning where the landing's protections ask for it. */
export const acceptBody = {
  type: 'object',
  properties: {
    ...amountBody.properties,
    riskConsent: {
      type: 'boolean',
      description:
        'true: the investor read the risk warning and consents (ECSPR Art. 21(7)); without it an acceptance above ' +
        'the threshold is 409 79e705da (docs/decisions/0052)',
    },
  },
} as const;

/** The invest form's body (checked by src/lib/investment/invest-form.ts, 400 9e4235af per field). */
export const investFormBody = {
  type: 'object',
  required: ['investmentValue', 'firstName', 'surname', 'phone', 'consents'],
  properties: {
    investmentValue: { type: 'integer' },
    firstName: { type: 'string', maxLength: 100 },
    surname: { type: 'string', maxLength: 100 },
    phone: { type: 'string', maxLength: 30 },
    consents: {
      type: 'object',
      properties: {
        documents: { type: 'boolean' },
        marketingConsent1: { type: 'boolean' },
        marketingConsent2: { type: 'boolean' },
      },
    },
  },
} as const;

/** The offer as a PDF attachment. */
export const pdfResponse = fileResponse('application/pdf', 'The offer as a PDF document');
