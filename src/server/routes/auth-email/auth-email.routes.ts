// The routes of the sign-in-by-e-mail area (mounted at /auth), declared for the OpenAPI document:
// auth-email.handlers.ts answers them, auth-email.index.ts registers them.
import { acceptedSchema, investorLoginResultSchema } from '../../../lib/contracts/auth-answers';
import {
  activateSchema,
  emailRequestSchema,
  investorLoginSchema,
  setPasswordSchema,
} from '../../../lib/contracts/auth-email';
import {
  contextHeaders,
  defineRoute,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  noContent,
} from '../../openapi/common';

const tags = ['Sign-in by e-mail'];

/** An "e-mail me a token" call: 202 whether the address is known or not. */
const tokenRequest = <P extends string>(path: P, summary: string) =>
  defineRoute({
    tags,
    method: 'post',
    path,
    summary,
    request: { headers: contextHeaders, body: jsonRequestBody(emailRequestSchema) },
    responses: {
      202: jsonResponse(acceptedSchema, 'Accepted, whether the address is known or not'),
      ...errorResponses(400, 403, 415, 429),
    },
  });

/** A password set with an e-mailed token (activation, reset): 204, not signed in. */
const passwordSet = <P extends string>(path: P, summary: string) =>
  defineRoute({
    tags,
    method: 'post',
    path,
    summary,
    request: { headers: contextHeaders, body: jsonRequestBody(setPasswordSchema) },
    responses: { 204: noContent('The password is set (not signed in)'), ...errorResponses(400, 415, 429) },
  });

export const ROUTES = {
  investorSendToken: tokenRequest('/investor/send-token', "E-mail an investor's sign-in link and code"),
  loginInvestor: defineRoute({
    tags,
    method: 'post',
    path: '/login-investor',
    summary: "An investor's sign-in with the e-mailed link's token, or the e-mail and the typed code",
    request: { headers: contextHeaders, body: jsonRequestBody(investorLoginSchema) },
    responses: {
      200: jsonResponse(investorLoginResultSchema, 'The tokens'),
      ...errorResponses(400, 403, 415, 429),
    },
  }),
  activationSendToken: tokenRequest('/activate/send-token', "E-mail an advisor's activation link"),
  activateFromEmail: passwordSet('/activate-from-email', "Set an advisor's first password (the e-mailed link's page)"),
  activate: defineRoute({
    tags,
    method: 'post',
    path: '/activate',
    summary: "Set an advisor's first password with the link's token, or with the e-mail and the typed code",
    request: { headers: contextHeaders, body: jsonRequestBody(activateSchema) },
    responses: { 204: noContent('The password is set (not signed in)'), ...errorResponses(400, 415, 429) },
  }),
  passwordReminder: tokenRequest('/password/send-remind-request', 'E-mail a password reset link'),
  passwordSet: passwordSet('/password/set', 'Reset the password (every session ends)'),
};
