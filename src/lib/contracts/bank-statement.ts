// How a bank's CSV export is read: the mapping an operator defines once per landing (which header holds which
// field), validated by the API when it is saved and by the statement parser when a file is imported.
import { z } from 'zod';
import { dayString, instantString } from './common';

const headerName = z.string().trim().min(1).max(200);

export const bankCsvMappingSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t']),
    encoding: z.enum(['utf-8', 'windows-1250']),
    /** Rows before the data; the last of them holds the column names (banks put the account and period above). */
    headerRows: z.number().int().min(1).max(100),
    columns: z.object({
      bookingDate: headerName,
      amount: headerName,
      currency: headerName.optional(),
      /** One column or several, joined with a space in this order. */
      title: z.union([headerName, z.array(headerName).min(1).max(10)]),
      counterpartyName: headerName.optional(),
      counterpartyAccount: headerName.optional(),
      bankReference: headerName.optional(),
      /** A column saying credit or debit ("C"/"D", "Uznanie"/"Obciążenie"); without it the amount's sign says. */
      direction: headerName.optional(),
    }),
    dateFormat: z.enum(['YYYY-MM-DD', 'DD.MM.YYYY', 'DD-MM-YYYY']),
    decimalSeparator: z.enum([',', '.']),
    /** Credits are the positive amounts (the only convention seen so far). */
    creditSign: z.literal('positive').optional(),
    /** The account the export is of (the CSV rarely says it in a readable place): IBAN or NRB. */
    account: z.string().trim().min(10).max(40),
    /** The currency of every row when no column holds it. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .refine((mapping) => mapping.columns.currency !== undefined || mapping.currency !== undefined, {
    message: 'a currency column or a currency for the whole file',
    path: ['currency'],
  });

export type BankCsvMapping = z.infer<typeof bankCsvMappingSchema>;

/** The formats a statement is read from (src/server/payments/statements). */
const statementFormatSchema = z.enum(['camt053', 'mt940', 'csv']);
export type StatementFormat = z.infer<typeof statementFormatSchema>;

/**
 * Where an imported entry stands (bank_entries.state): matched to an offer by the platform, waiting for a person
 * (review: an offer was found but something differs; unmatched: none was), resolved by a person (assigned to an
 * offer, dismissed as not ours), or a debit (money out).
 */
export const bankEntryStateSchema = z.enum(['matched', 'review', 'unmatched', 'assigned', 'dismissed', 'debit']);
export type BankEntryState = z.infer<typeof bankEntryStateSchema>;

/** Why a credit waits for a person. */
const bankEntryReasonSchema = z.enum([
  /** No reference in the title, or one that names no offer of the landing. */
  'no-reference',
  /** The title names several offers. */
  'several-references',
  'amount-lower',
  'amount-higher',
  'currency',
  /** The offer is not accepted (still open, or ended). */
  'offer-not-accepted',
  /** The offer is already active (paid), or another credit already paid it. */
  'offer-already-paid',
]);
export type BankEntryReason = z.infer<typeof bankEntryReasonSchema>;

/** POST /api/advisor/bank-statements: what the import did. */
export const bankImportSummarySchema = z
  .object({
    statementId: z.string(),
    format: statementFormatSchema,
    /** The account as the campaigns store it (an IBAN). */
    account: z.string(),
    /** Entries in the file, and those new to the landing (the rest were imported before). */
    entries: z.number().int(),
    imported: z.number().int(),
    /** Of the new entries: credits matched to an offer, credits waiting for a person, debits. */
    matched: z.number().int(),
    review: z.number().int(),
    unmatched: z.number().int(),
    debits: z.number().int(),
    /** Of the debits: transfers of approved payout runs, whose lines they marked paid (decision 0076). */
    payoutsPaid: z.number().int(),
  })
  .meta({ id: 'BankImportSummary' });
export type BankImportSummary = z.infer<typeof bankImportSummarySchema>;

/** GET /api/advisor/bank-entries: one imported entry, as the money desk lists it. */
export const bankEntryViewSchema = z
  .object({
    id: z.string(),
    statementId: z.string(),
    bookingDate: z.string(),
    direction: z.enum(['credit', 'debit']),
    /** Integer minor units of `currency`. */
    amount: z.number().int(),
    currency: z.string(),
    title: z.string(),
    counterpartyName: z.string().nullable(),
    counterpartyAccount: z.string().nullable(),
    bankReference: z.string(),
    state: bankEntryStateSchema,
    reason: bankEntryReasonSchema.nullable(),
    offerId: z.string().nullable(),
    /** A matched payment waiting for its offer's reflection period to end: when the offer becomes active. */
    activatesAt: instantString.nullable(),
    resolvedAt: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'BankEntry' });
export type BankEntryView = z.infer<typeof bankEntryViewSchema>;

const noteSchema = z.string().trim().max(1000);

/** POST /api/advisor/bank-entries/{id}/assign: the offer the credit pays (its reference "OF-1A2B3C4D" or its id). */
export const bankEntryAssignSchema = z
  .object({ offer: z.string().trim().min(1).max(100), note: noteSchema.optional() })
  .meta({ id: 'BankEntryAssign' });

/** POST /api/advisor/bank-entries/{id}/dismiss: why the credit is not ours (a refund to make, another business's). */
export const bankEntryDismissSchema = z.object({ note: noteSchema.min(1) }).meta({ id: 'BankEntryDismiss' });

/** GET /api/advisor/bank-statements: one imported statement. */
export const bankStatementViewSchema = z
  .object({
    id: z.string(),
    format: statementFormatSchema,
    account: z.string(),
    bankStatementId: z.string().nullable(),
    fileName: z.string(),
    importedAt: z.string(),
    /** Who imported it (their name, or e-mail), null when their account is gone. */
    importedBy: z.string().nullable(),
    /** Entries in the file, and how many were new. */
    entries: z.number().int(),
    imported: z.number().int(),
  })
  .meta({ id: 'BankStatement' });
export type BankStatementView = z.infer<typeof bankStatementViewSchema>;

/**
 * The payment a bank statement showed for the offer (issue 38 item 2): the day the bank booked it, and while the offer
 * waits for its reflection period to end, when it becomes active (null once it did, or when it needs a person).
 */
export const bankPaymentSchema = z
  .object({ bookingDate: dayString, activatesAt: instantString.nullable() })
  .meta({ id: 'BankPayment' });
export type BankPayment = z.infer<typeof bankPaymentSchema>;
