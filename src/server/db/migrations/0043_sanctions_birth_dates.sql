ALTER TABLE "kyc_requests" ADD COLUMN "investor_birth_date" date;--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD COLUMN "birth_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;