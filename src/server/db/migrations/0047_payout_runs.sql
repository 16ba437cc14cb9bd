CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"schedule_row_id" uuid,
	"seq" integer NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"creditor_name" text NOT NULL,
	"account" text,
	"gross_interest" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_basis" text NOT NULL,
	"net_interest" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"held_reason" text,
	CONSTRAINT "payout_lines_run_row" UNIQUE("run_id","schedule_row_id"),
	CONSTRAINT "payout_lines_amounts" CHECK ("payout_lines"."tax" >= 0 and "payout_lines"."net_interest" = "payout_lines"."gross_interest" - "payout_lines"."tax" and "payout_lines"."payout" = "payout_lines"."net_interest" + "payout_lines"."principal")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"schedule_date" date NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"line_count" integer NOT NULL,
	"held_count" integer NOT NULL,
	"gross_interest" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"net_interest" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" uuid,
	"executed_at" timestamp with time zone,
	"executed_by_user_id" uuid,
	"execution_date" date,
	CONSTRAINT "payout_runs_campaign_date" UNIQUE("campaign_id","schedule_date"),
	CONSTRAINT "payout_runs_state_known" CHECK ("payout_runs"."state" in ('draft', 'approved', 'executed')),
	CONSTRAINT "payout_runs_totals" CHECK ("payout_runs"."net_interest" = "payout_runs"."gross_interest" - "payout_runs"."tax" and "payout_runs"."payout" = "payout_runs"."net_interest" + "payout_runs"."principal")
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_schedule_row_id_schedule_rows_id_fk" FOREIGN KEY ("schedule_row_id") REFERENCES "public"."schedule_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_executed_by_user_id_users_id_fk" FOREIGN KEY ("executed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_offer" ON "payout_lines" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "payout_runs_landing_date" ON "payout_runs" USING btree ("landing_id","schedule_date");