// The routes of the session area (mounted at /api, behind the bearer guard), declared for the OpenAPI document:
// auth-api.handlers.ts answers them, auth-api.index.ts registers them.
import { tokenPairSchema } from '../../../lib/contracts/auth';
import {
  activeUserDataSchema,
  contextsSchema,
  impersonationCandidatesSchema,
  impersonationTokenSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../lib/contracts/auth-answers';
import {
  changeContextSchema,
  changePasswordSchema,
  impersonationSchema,
  twoFactorCodeSchema,
} from '../../../lib/contracts/auth-session';
import { defineRoute, errorResponses, jsonRequestBody, jsonResponse, noContent } from '../../openapi/common';

const common = { tags: ['Session'], security: [{ bearer: [] }] };
const bodyErrors = errorResponses(400, 401, 403, 415, 429);

export const ROUTES = {
  logout: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out (either panel)',
    responses: { 204: noContent(), ...errorResponses(401, 429) },
  }),
  contexts: defineRoute({
    ...common,
    method: 'get',
    path: '/contexts',
    summary: "The caller's contexts",
    responses: { 200: jsonResponse(contextsSchema), ...errorResponses(401, 403) },
  }),
  userData: defineRoute({
    ...common,
    method: 'get',
    path: '/auth/data',
    summary: 'Who the caller is',
    responses: { 200: jsonResponse(activeUserDataSchema), ...errorResponses(401, 403) },
  }),
  switchContext: defineRoute({
    ...common,
    method: 'patch',
    path: '/auth/change-context',
    summary: 'Switch to another context of the caller',
    request: { body: jsonRequestBody(changeContextSchema) },
    responses: { 200: jsonResponse(tokenPairSchema), ...bodyErrors, ...errorResponses(404) },
  }),
  passwordChange: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/password/change',
    summary: 'Change the password (every session ends)',
    request: { body: jsonRequestBody(changePasswordSchema) },
    responses: { 204: noContent(), ...bodyErrors },
  }),
  twoFactorState: defineRoute({
    ...common,
    method: 'get',
    path: '/auth/two-factor',
    summary: 'Two-factor state',
    responses: { 200: jsonResponse(twoFactorStatusSchema), ...errorResponses(401, 403) },
  }),
  twoFactorSetup: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/two-factor/setup',
    summary: 'Start a two-factor setup: the secret and its QR code',
    responses: { 200: jsonResponse(twoFactorSetupSchema), ...errorResponses(401, 403, 409, 429) },
  }),
  twoFactorEnable: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/two-factor/enable',
    summary: 'Enable two-factor with a first code',
    request: { body: jsonRequestBody(twoFactorCodeSchema) },
    responses: { 204: noContent(), ...bodyErrors, ...errorResponses(409) },
  }),
  twoFactorDisable: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/two-factor/disable',
    summary: 'Disable two-factor with a code',
    request: { body: jsonRequestBody(twoFactorCodeSchema) },
    responses: { 204: noContent(), ...bodyErrors, ...errorResponses(409) },
  }),
  impersonationCandidates: defineRoute({
    ...common,
    method: 'get',
    path: '/auth/impersonation/candidates',
    summary: 'Advisors the caller may view as',
    responses: { 200: jsonResponse(impersonationCandidatesSchema), ...errorResponses(401, 403) },
  }),
  impersonationStart: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/impersonation',
    summary: "Start viewing an advisor's panel: the hand-over token for PATCH /auth/change-context",
    request: { body: jsonRequestBody(impersonationSchema) },
    responses: { 200: jsonResponse(impersonationTokenSchema), ...bodyErrors, ...errorResponses(404) },
  }),
  impersonationEnd: defineRoute({
    ...common,
    method: 'post',
    path: '/auth/impersonation/end',
    summary: "Stop viewing: the coordinator's own token pair",
    responses: { 200: jsonResponse(tokenPairSchema), ...errorResponses(401, 403, 429) },
  }),
};
