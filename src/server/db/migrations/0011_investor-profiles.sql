CREATE TABLE "investor_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"surname" text,
	"company_name" text,
	"nip" text,
	"tax_residence_country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profiles_investor" UNIQUE("investor_user_id"),
	CONSTRAINT "investor_profiles_kind_known" CHECK ("investor_profiles"."kind" in ('person', 'company')),
	CONSTRAINT "investor_profiles_country_code" CHECK ("investor_profiles"."tax_residence_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "investor_profiles_kind_fields" CHECK (("investor_profiles"."kind" = 'person' and "investor_profiles"."first_name" is not null and "investor_profiles"."surname" is not null) or ("investor_profiles"."kind" = 'company' and "investor_profiles"."company_name" is not null and "investor_profiles"."nip" ~ '^[0-9]{10}$'))
);
--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;