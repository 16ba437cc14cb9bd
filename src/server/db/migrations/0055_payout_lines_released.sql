ALTER TABLE "payout_lines" DROP CONSTRAINT "payout_lines_schedule_row";--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_set_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_evidence_key" text;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_evidence_name" text;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_evidence_type" text;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_evidence_size" integer;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "account_evidence_sha256" text;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_account_set_by_user_id_users_id_fk" FOREIGN KEY ("account_set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_schedule_row" ON "payout_lines" USING btree ("schedule_row_id") WHERE "payout_lines"."released_at" is null;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_released_held" CHECK ("payout_lines"."released_at" is null or "payout_lines"."held_reason" is not null);--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_evidence_whole" CHECK (("payout_lines"."account_evidence_key" is null) = ("payout_lines"."account_evidence_sha256" is null)
        and ("payout_lines"."account_evidence_key" is null) = ("payout_lines"."account_evidence_size" is null));