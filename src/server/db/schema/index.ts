// Every table of the application. Later issues add one file per table and re-export it here; drizzle-kit
// reads this file to generate migrations.
export * from './landings';
export * from './landing-hosts';
export * from './users';
export * from './user-contexts';
export * from './networks';
export * from './auth-sessions';
export * from './two-factor';
export * from './one-time-tokens';
export * from './rate-limits';
export * from './mail-outbox';
export * from './audit-events';
export * from './advisor-profiles';
export * from './campaigns';
export * from './products';
export * from './offers';
export * from './offer-events';
export * from './offer-attachments';
export * from './schedule-rows';
export * from './kyc-requests';
export * from './lead-forms';
export * from './investor-profiles';
export * from './offer-totals';
export * from './jobs';
export * from './webhooks';
export * from './landing-lost-reasons';
export * from './saved-views';
