import { z } from 'zod';
import { V } from '../validation/keys';
import { isNip } from '../validation/kyc-rules';

// The issuer of a campaign as the yearly statement names it (issue 38 item 4; decision 0078): its legal name, its
// registered address (one line of text), its NIP and its KRS number. Each is optional; blank means "not recorded"
// and is stored as null. Checked here for the panel's form, the advisor API (PUT /api/advisor/campaign/{id}/issuer)
// and the operator's campaign file alike.

export const ISSUER_NAME_MAX = 200;
export const ISSUER_ADDRESS_MAX = 200;

/** Messages of rules only the issuer has (i18n keys in pl and en). */
export const ISSUER_V = {
  nip: 'validation.issuerNip',
  krs: 'validation.issuerKrs',
} as const;

/** The NIP's digits without dashes and spaces. */
const nipDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A KRS number: exactly 10 digits (the register gives it with leading zeros; spaces ignored). */
export function isKrs(value: string): boolean {
  return /^\d{10}$/.test(value.replace(/\s/g, ''));
}

/** Optional text: missing, null and blanks read as null (not recorded). */
const optionalText = (max: number) =>
  z
    .string({ error: V.invalidValue })
    .trim()
    .max(max, { error: V.maxLength })
    .nullish()
    .transform((v) => (v ? v : null));

/** The issuer as sent (form, API, campaign file): four optional strings. */
export const campaignIssuerSchema = z
  .object({
    name: optionalText(ISSUER_NAME_MAX),
    address: optionalText(ISSUER_ADDRESS_MAX),
    /** Dashes and spaces allowed; stored as the 10 digits. */
    nip: optionalText(13)
      .refine((v) => v === null || isNip(v), { error: ISSUER_V.nip })
      .transform((v) => (v === null ? null : nipDigits(v))),
    /** Spaces allowed; stored as the 10 digits. */
    krs: optionalText(14)
      .refine((v) => v === null || isKrs(v), { error: ISSUER_V.krs })
      .transform((v) => (v === null ? null : v.replace(/\s/g, ''))),
  })
  .strict()
  .meta({ id: 'CampaignIssuerInput' });
export type CampaignIssuerInput = z.input<typeof campaignIssuerSchema>;

/** What is stored and read back: each field null when not recorded. */
export const campaignIssuerViewSchema = z
  .object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    nip: z.string().nullable(),
    krs: z.string().nullable(),
  })
  .meta({ id: 'CampaignIssuer' });
export type CampaignIssuer = z.infer<typeof campaignIssuerViewSchema>;

/** Null when nothing is recorded (the campaign detail's `issuer`). */
export const issuerOrNull = (issuer: CampaignIssuer): CampaignIssuer | null =>
  issuer.name === null && issuer.address === null && issuer.nip === null && issuer.krs === null ? null : issuer;
