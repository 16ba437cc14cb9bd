CREATE TABLE "investor_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	"language" text NOT NULL,
	"score" integer NOT NULL,
	"question_count" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"passed" boolean NOT NULL,
	"warning_confirmed_at" timestamp with time zone,
	"currency" text NOT NULL,
	"yearly_income" bigint NOT NULL,
	"liquid_assets" bigint NOT NULL,
	"financial_commitments" bigint NOT NULL,
	"net_worth" bigint NOT NULL,
	"impersonator_user_id" uuid,
	CONSTRAINT "investor_assessments_score" CHECK ("investor_assessments"."score" between 0 and "investor_assessments"."question_count"),
	CONSTRAINT "investor_assessments_amounts" CHECK ("investor_assessments"."yearly_income" >= 0 and "investor_assessments"."liquid_assets" >= 0 and "investor_assessments"."financial_commitments" >= 0),
	CONSTRAINT "investor_assessments_currency" CHECK ("investor_assessments"."currency" in ('PLN', 'EUR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "landing_protection" (
	"landing_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"knowledge_test" jsonb,
	"eur_rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "landing_protection_mode_known" CHECK ("landing_protection"."mode" in ('off', 'ecspr'))
);
--> statement-breakpoint
ALTER TABLE "investor_assessments" ADD CONSTRAINT "investor_assessments_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_assessments" ADD CONSTRAINT "investor_assessments_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_assessments" ADD CONSTRAINT "investor_assessments_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_protection" ADD CONSTRAINT "landing_protection_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_assessments_investor" ON "investor_assessments" USING btree ("investor_user_id","taken_at");