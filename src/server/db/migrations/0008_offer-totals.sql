CREATE TABLE "lead_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_totals" (
	"landing_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"amount_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_totals_landing_id_network_id_owner_user_id_status_currency_pk" PRIMARY KEY("landing_id","network_id","owner_user_id","status","currency"),
	CONSTRAINT "offer_totals_count_not_negative" CHECK ("offer_totals"."offer_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_forms" ADD CONSTRAINT "lead_forms_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_forms" ADD CONSTRAINT "lead_forms_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_totals" ADD CONSTRAINT "offer_totals_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_totals" ADD CONSTRAINT "offer_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_totals" ADD CONSTRAINT "offer_totals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_forms_investor_created" ON "lead_forms" USING btree ("investor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_totals_owner" ON "offer_totals" USING btree ("owner_user_id");