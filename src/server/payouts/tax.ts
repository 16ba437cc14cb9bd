// Tax withheld from one interest payment to one investor (issue 38 item 3; decision 0076). Pure and exact:
// integer minor units, integer basis points, BigInt arithmetic.
//
// - A natural person resident in Poland: 19 % flat (PIT act art. 30a ust. 1: interest on loans and interest on
//   securities such as bonds; which point is which is written down, with its sources, in decision 0076).
// - A company (legal person): nothing withheld; it settles its own corporate income tax.
// - A natural person with a certificate of residence valid on the payment day: the double-tax treaty's rate
//   (art. 30a ust. 2); an expired or not yet valid certificate falls back to the 19 %.
// - A company without its seat in Poland: 20 % flat (CIT act art. 21 ust. 1 pkt 1, withheld by the payer under art.
//   26 ust. 1), or the treaty's rate on days a certificate of residence covers.
// The tax is rounded UP to a full grosz (Ordynacja podatkowa art. 63 § 1a), per payment.

/** 19 % in basis points: the flat rate of art. 30a ust. 1 of the PIT act on interest. */
export const PIT_INTEREST_RATE_BASIS_POINTS = 1900;

/** 20 % in basis points: the flat CIT rate on interest paid to a company without its seat in Poland (art. 21). */
export const CIT_INTEREST_RATE_BASIS_POINTS = 2000;

const BASIS = 10_000n;

/** A certificate of residence (certyfikat rezydencji) kept with its evidence. */
export interface ResidenceCertificate {
  /** ISO 3166-1 alpha-2 country of residence, e.g. 'DE'. */
  country: string;
  /** The treaty's rate on interest in basis points (500 = 5 %, 0 = exempt). */
  rateBasisPoints: number;
  /** First day the certificate covers, 'YYYY-MM-DD'. */
  validFrom: string;
  /** Last day the certificate covers (inclusive), 'YYYY-MM-DD'. */
  validTo: string;
  /** The stored file of the certificate (the evidence the payer must keep). */
  evidenceFileId: string;
}

export type InvestorTaxStatus =
  | { kind: 'natural-person-pl' }
  | { kind: 'company' }
  | { kind: 'certificate'; certificate: ResidenceCertificate }
  /** A company without its seat in Poland; `certificate` when it gave one (the treaty's rate on the days it covers). */
  | { kind: 'company-abroad'; certificate: ResidenceCertificate | null };

export type TaxBasis = 'pit-30a-flat' | 'company-no-withholding' | 'treaty-certificate' | 'cit-21-flat';

export interface WithheldTax {
  gross: number;
  tax: number;
  net: number;
  rateBasisPoints: number;
  basis: TaxBasis;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function assertDate(name: string, value: string): void {
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new RangeError(`${name} must be a date YYYY-MM-DD, got "${value}"`);
}

function assertCertificate(certificate: ResidenceCertificate): void {
  const { country, rateBasisPoints, validFrom, validTo, evidenceFileId } = certificate;
  if (!/^[A-Z]{2}$/.test(country)) throw new RangeError('certificate country must be ISO 3166-1 alpha-2');
  if (country === 'PL') throw new RangeError('a certificate of residence is for a country other than Poland');
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError('certificate rateBasisPoints must be an integer 0..10000');
  assertDate('certificate validFrom', validFrom);
  assertDate('certificate validTo', validTo);
  if (validTo < validFrom) throw new RangeError('certificate validTo is before validFrom');
  if (!evidenceFileId.trim()) throw new RangeError('a certificate needs its evidence file');
}

/** Whether `certificate` covers `paymentDate` (both ends inclusive). */
export function certificateCovers(certificate: ResidenceCertificate, paymentDate: string): boolean {
  return certificate.validFrom <= paymentDate && paymentDate <= certificate.validTo;
}

/** The rate withheld from a payment made on `paymentDate` to an investor of `status`, and why. */
export function withholdingRate(
  status: InvestorTaxStatus,
  paymentDate: string,
): { rateBasisPoints: number; basis: TaxBasis } {
  assertDate('paymentDate', paymentDate);
  switch (status.kind) {
    case 'natural-person-pl':
      return { rateBasisPoints: PIT_INTEREST_RATE_BASIS_POINTS, basis: 'pit-30a-flat' };
    case 'company':
      return { rateBasisPoints: 0, basis: 'company-no-withholding' };
    case 'certificate':
      assertCertificate(status.certificate);
      return certificateCovers(status.certificate, paymentDate)
        ? { rateBasisPoints: status.certificate.rateBasisPoints, basis: 'treaty-certificate' }
        : { rateBasisPoints: PIT_INTEREST_RATE_BASIS_POINTS, basis: 'pit-30a-flat' };
    case 'company-abroad':
      if (status.certificate) assertCertificate(status.certificate);
      return status.certificate && certificateCovers(status.certificate, paymentDate)
        ? { rateBasisPoints: status.certificate.rateBasisPoints, basis: 'treaty-certificate' }
        : { rateBasisPoints: CIT_INTEREST_RATE_BASIS_POINTS, basis: 'cit-21-flat' };
  }
}

/**
 * gross * rate, rounded UP to a full minor unit (art. 63 § 1a Ordynacja podatkowa: "zaokrągla się do pełnych
 * groszy w górę"). The base (`gross`) is already a whole number of grosze, so only the tax is rounded.
 */
export function taxRoundedUp(gross: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError('gross must be a non-negative integer');
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError('rateBasisPoints must be an integer 0..10000');
  const product = BigInt(gross) * BigInt(rateBasisPoints);
  return Number((product + BASIS - 1n) / BASIS);
}

/** Gross, tax and net of one interest payment of `gross` minor units made on `paymentDate`. */
export function withholdTax(gross: number, status: InvestorTaxStatus, paymentDate: string): WithheldTax {
  const { rateBasisPoints, basis } = withholdingRate(status, paymentDate);
  const tax = taxRoundedUp(gross, rateBasisPoints);
  return { gross, tax, net: gross - tax, rateBasisPoints, basis };
}
