/** Context types of a token and of a user's contexts (SPEC sections 4 and 6). Kept free of zod for small bundles. */
export const ADVISOR_CONTEXT = 'advisor-panel';
export const INVESTOR_CONTEXT = 'investor-panel';
/** The login response type that carries tokens; any other type is a further step such as two-factor. */
export const AUTH_TOKEN_TYPE = 'auth-token';
