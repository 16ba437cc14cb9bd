ALTER TABLE "campaigns" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "recipient_account" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_recipient_complete" CHECK (("campaigns"."recipient_name" is null) = ("campaigns"."recipient_account" is null));