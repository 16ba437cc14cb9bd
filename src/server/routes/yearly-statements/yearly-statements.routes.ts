// The routes of the yearly statement (issue 38 item 4; decision 0078), declared for the OpenAPI document: the
// investor's (mounted at /investor-api) and the money desk's (mounted at /api). yearly-statements.handlers.ts answers
// them, yearly-statements.index.ts registers them.
import { z } from 'zod';
import { langQuery } from '../../../lib/contracts/common';
import { yearlyStatementYearsSchema } from '../../../lib/contracts/yearly-statement';
import { defineRoute, errorResponses, fileResponse, jsonResponse } from '../../openapi/common';

// A string: a year that is not four digits is the 422 the handler answers (with the range), not a 400.
const yearParams = z.object({
  year: z.string().openapi({ param: { name: 'year', in: 'path' }, example: '2026', description: 'A year, YYYY' }),
});

export const INVESTOR_ROUTES = {
  years: defineRoute({
    method: 'get',
    path: '/yearly-statements',
    tags: ['Investor'],
    summary: 'The years the investor has a yearly statement for (years with payouts), newest first',
    responses: { 200: jsonResponse(yearlyStatementYearsSchema, 'The years'), ...errorResponses(401, 403) },
  }),
  pdf: defineRoute({
    method: 'get',
    path: '/yearly-statements/{year}/pdf',
    tags: ['Investor'],
    summary: "The investor's yearly statement for a year: interest, tax withheld and principal per campaign, as a PDF",
    request: { params: yearParams, query: langQuery },
    responses: {
      200: fileResponse('application/pdf', 'The statement as a PDF document'),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  }),
};

export const ADVISOR_ROUTES = {
  csv: defineRoute({
    method: 'get',
    path: '/advisor/yearly-statements/{year}/csv',
    tags: ['Payout runs'],
    summary: "A year's figures of every investor paid, one row per investor and campaign, as CSV",
    request: { params: yearParams, query: langQuery },
    responses: {
      200: fileResponse('text/csv', 'Semicolon-separated, UTF-8 with a BOM, amounts as 1234,50'),
      ...errorResponses(400, 401, 403, 422),
    },
  }),
};
