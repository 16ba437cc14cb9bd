ALTER TABLE "reminder_settings" ADD COLUMN "digest_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "time_zone" text DEFAULT 'Europe/Warsaw' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_digest_hour" CHECK ("reminder_settings"."digest_hour" between 0 and 23);