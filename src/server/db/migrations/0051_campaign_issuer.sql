ALTER TABLE "campaigns" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "issuer_address" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "issuer_nip" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "issuer_krs" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_issuer_nip_digits" CHECK ("campaigns"."issuer_nip" is null or "campaigns"."issuer_nip" ~ '^[0-9]{10}$');--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_issuer_krs_digits" CHECK ("campaigns"."issuer_krs" is null or "campaigns"."issuer_krs" ~ '^[0-9]{10}$');