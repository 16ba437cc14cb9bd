// Saved views of the offers lists (issue 19, decision 0045): GET/POST /api/advisor/views, PUT/DELETE
// /api/advisor/views/{id}.
import { z } from 'zod';
import { V } from '../validation/keys';
import { OFFER_FILTER_OPERATORS, OFFER_SCOPES, OFFER_SORT_FIELDS } from './offer-list';

export const SAVED_VIEW_NAME_MAX = 60;
/** A person keeps at most this many views of their own. */
export const SAVED_VIEWS_MAX = 50;

const FILTER_NAMES = Object.keys(OFFER_FILTER_OPERATORS) as [string, ...string[]];

/** What a view restores: the list's filters (by name), visible columns, sort, page size and table or kanban. */
const stateShape = {
  // By name (the list's filters); the values are kept as given, so a removed campaign stays a readable id.
  filters: z
    .array(
      z
        .object({
          name: z.enum(FILTER_NAMES, { error: V.invalidValue }),
          operator: z.string().max(10, { error: V.invalidValue }),
          value: z.string().max(1000, { error: V.maxLength }),
        })
        .strict(),
    )
    .max(40, { error: V.maxValue }),
  columns: z.array(z.string().regex(/^[a-zA-Z]{1,40}$/, { error: V.invalidValue })).max(30, { error: V.maxValue }),
  sort: z
    .object({ field: z.enum(OFFER_SORT_FIELDS, { error: V.invalidValue }), order: z.enum(['asc', 'desc']) })
    .strict(),
  perPage: z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)], { error: V.invalidValue }),
  view: z.enum(['table', 'kanban'], { error: V.invalidValue }),
};

/** A view as the API takes it (POST, PUT). */
export const savedViewInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: V.required }).max(SAVED_VIEW_NAME_MAX, { error: V.maxLength }),
    /** Which list: the caller's offers (default) or their networks'. */
    scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }).optional(),
    /** Shared with the members of `networkId` (a network the caller coordinates). */
    shared: z.boolean({ error: V.invalidValue }),
    networkId: z.string().max(64).nullable().optional(),
    /** The caller's default view of this list (personal views only). */
    isDefault: z.boolean({ error: V.invalidValue }).optional(),
    ...stateShape,
  })
  .strict();
export type SavedViewInput = z.output<typeof savedViewInputSchema>;

/** A view as the API answers it. */
export const savedViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(OFFER_SCOPES),
    shared: z.boolean(),
    networkId: z.string().nullable(),
    isDefault: z.boolean(),
    /** The caller made it (and may change or delete it). */
    mine: z.boolean(),
    ownerName: z.string(),
    ...stateShape,
    filters: z.array(z.object({ name: z.string(), operator: z.string(), value: z.string() })),
    perPage: z.number().int(),
  })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof savedViewSchema>;

/** What a view restores, as it is stored. */
export type SavedViewState = Pick<SavedView, 'filters' | 'columns' | 'sort' | 'perPage' | 'view'>;
