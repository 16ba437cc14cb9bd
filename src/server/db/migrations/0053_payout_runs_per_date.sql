ALTER TABLE "payout_lines" DROP CONSTRAINT "payout_lines_run_row";--> statement-breakpoint
ALTER TABLE "payout_runs" DROP CONSTRAINT "payout_runs_campaign_date";--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "ordinal" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_lines_run" ON "payout_lines" USING btree ("run_id","seq");--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_schedule_row" UNIQUE("schedule_row_id");--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_campaign_date_ordinal" UNIQUE("campaign_id","schedule_date","ordinal");--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_ordinal_positive" CHECK ("payout_runs"."ordinal" >= 1);