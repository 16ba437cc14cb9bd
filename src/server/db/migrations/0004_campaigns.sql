CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"translations" jsonb NOT NULL,
	"interest_type" text NOT NULL,
	"payment_frequency" text NOT NULL,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"currency" text NOT NULL,
	"min_investment" bigint NOT NULL,
	"max_investment" bigint,
	"step" bigint NOT NULL,
	"target" bigint NOT NULL,
	"raised_amount" bigint DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed_at" timestamp with time zone,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_interest_type_known" CHECK ("campaigns"."interest_type" in ('fixed', 'variable')),
	CONSTRAINT "campaigns_payment_frequency_known" CHECK ("campaigns"."payment_frequency" in ('monthly', 'quarterly', 'semi-annually', 'annually', 'at-maturity')),
	CONSTRAINT "campaigns_duration" CHECK ("campaigns"."duration_value" > 0 and "campaigns"."duration_unit" in ('year', 'quarter', 'month', 'day')),
	CONSTRAINT "campaigns_currency_known" CHECK ("campaigns"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "campaigns_amounts" CHECK ("campaigns"."min_investment" > 0 and "campaigns"."step" > 0 and "campaigns"."target" > 0 and ("campaigns"."max_investment" is null or "campaigns"."max_investment" >= "campaigns"."min_investment")),
	CONSTRAINT "campaigns_raised_within_target" CHECK ("campaigns"."raised_amount" >= 0 and "campaigns"."raised_amount" <= "campaigns"."target"),
	CONSTRAINT "campaigns_date_order" CHECK ("campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code" text NOT NULL,
	"translations" jsonb NOT NULL,
	"interest_type" text NOT NULL,
	"annual_rate_basis_points" integer NOT NULL,
	"payment_frequency" text NOT NULL,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_interest_type_known" CHECK ("products"."interest_type" in ('fixed', 'variable')),
	CONSTRAINT "products_rate" CHECK ("products"."annual_rate_basis_points" >= 0 and "products"."annual_rate_basis_points" <= 100000),
	CONSTRAINT "products_payment_frequency_known" CHECK ("products"."payment_frequency" in ('monthly', 'quarterly', 'semi-annually', 'annually', 'at-maturity')),
	CONSTRAINT "products_duration" CHECK ("products"."duration_value" > 0 and "products"."duration_unit" in ('year', 'quarter', 'month', 'day'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"message" text,
	"public_token_hash" text,
	"agreement_date" date,
	"payment_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_publicTokenHash_unique" UNIQUE("public_token_hash"),
	CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined')),
	CONSTRAINT "offers_currency_known" CHECK ("offers"."currency" in ('PLN', 'EUR', 'USD')),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" is null or "offers"."amount" > 0),
	CONSTRAINT "offers_amount_when_raised" CHECK ("offers"."status" not in ('accepted', 'active') or "offers"."amount" is not null)
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "offer_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"impersonator_user_id" uuid,
	"details" jsonb,
	CONSTRAINT "offer_events_actor_kind_known" CHECK ("offer_events"."actor_kind" in ('advisor', 'investor', 'system'))
);
--> statement-breakpoint
CREATE TABLE "offer_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment-confirmation' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_kind" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_attachments_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "offer_attachments_kind_known" CHECK ("offer_attachments"."kind" in ('payment-confirmation', 'summary', 'other')),
	CONSTRAINT "offer_attachments_uploader_known" CHECK ("offer_attachments"."uploaded_by_kind" in ('advisor', 'investor', 'system')),
	CONSTRAINT "offer_attachments_size" CHECK ("offer_attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"payment_date" date NOT NULL,
	"gross" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"net" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "schedule_rows_status_known" CHECK ("schedule_rows"."status" in ('scheduled', 'unpaid', 'partially-paid', 'paid', 'cancelled')),
	CONSTRAINT "schedule_rows_amounts" CHECK ("schedule_rows"."gross" >= 0 and "schedule_rows"."tax" >= 0 and "schedule_rows"."net" = "schedule_rows"."gross" - "schedule_rows"."tax"),
	CONSTRAINT "schedule_rows_period" CHECK ("schedule_rows"."period_to" > "schedule_rows"."period_from")
);
--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 1900 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rows" ADD CONSTRAINT "schedule_rows_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_landing_slug" ON "campaigns" USING btree ("landing_id","slug");--> statement-breakpoint
CREATE INDEX "campaigns_landing_dates" ON "campaigns" USING btree ("landing_id","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "products_landing_code" ON "products" USING btree ("landing_id","code");--> statement-breakpoint
CREATE INDEX "products_campaign" ON "products" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "offers_landing_status" ON "offers" USING btree ("landing_id","status");--> statement-breakpoint
CREATE INDEX "offers_campaign_status" ON "offers" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "offers_investor" ON "offers" USING btree ("investor_user_id");--> statement-breakpoint
CREATE INDEX "offers_owner" ON "offers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "offers_network" ON "offers" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "offer_events_offer_seq" ON "offer_events" USING btree ("offer_id","seq");--> statement-breakpoint
CREATE INDEX "offer_attachments_offer" ON "offer_attachments" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_rows_offer_seq" ON "schedule_rows" USING btree ("offer_id","seq");