// The events integrators can subscribe to (decision 0040).
export const WEBHOOK_EVENTS = [
  'offer.status_changed',
  'offer.payment_confirmation_uploaded',
  'investor.created',
  'kyc.submitted',
  'kyc.reviewed',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);
