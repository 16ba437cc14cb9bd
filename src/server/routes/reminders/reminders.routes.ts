// The routes of the reminders area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: reminders.handlers.ts answers them, reminders.index.ts registers them.
import { reminderSettingsInputSchema, reminderSettingsViewSchema } from '../../../lib/contracts/reminders';
import { defineRoute, errorResponses, jsonRequestBody, jsonResponse } from '../../openapi/common';

const tags = ['Reminders'];

export const ROUTES = {
  get: defineRoute({
    method: 'get',
    path: '/advisor/reminder-settings',
    tags,
    summary: "The landing's reminder settings (defaults 3, 5 and 2; digest at 07:00 Europe/Warsaw)",
    responses: { 200: jsonResponse(reminderSettingsViewSchema, 'The settings'), ...errorResponses(401, 403) },
  }),
  put: defineRoute({
    method: 'put',
    path: '/advisor/reminder-settings',
    tags,
    summary: "Change the landing's reminder settings (coordinators)",
    request: { body: jsonRequestBody(reminderSettingsInputSchema) },
    responses: {
      200: jsonResponse(reminderSettingsViewSchema, 'The settings saved'),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
};
