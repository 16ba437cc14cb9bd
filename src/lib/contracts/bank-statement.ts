// How a bank's CSV export is read: the mapping an operator defines once per landing (which header holds which
// field), validated by the API when it is saved and by the statement parser when a file is imported.
import { z } from 'zod';

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
