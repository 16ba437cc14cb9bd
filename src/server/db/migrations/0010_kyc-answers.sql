ALTER TABLE "kyc_requests" DROP CONSTRAINT "kyc_requests_status_known";--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "answers_sealed" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "draft_sealed" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "investor_name" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "pesel_masked" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "bank_account_masked" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "identity_state" text DEFAULT 'not-started' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "identity_provider" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "identity_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "identity_confirmed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_identity_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("identity_confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_identity_state_known" CHECK ("kyc_requests"."identity_state" in ('not-started', 'in-progress', 'confirmed'));--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_status_known" CHECK ("kyc_requests"."status" in ('sent', 'opened', 'in-progress', 'submitted', 'revoked'));