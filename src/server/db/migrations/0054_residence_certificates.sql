CREATE TABLE "residence_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" uuid,
	CONSTRAINT "residence_certificates_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "residence_certificates_country" CHECK ("residence_certificates"."country" ~ '^[A-Z]{2}$' and "residence_certificates"."country" <> 'PL'),
	CONSTRAINT "residence_certificates_rate" CHECK ("residence_certificates"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "residence_certificates_dates" CHECK ("residence_certificates"."valid_to" >= "residence_certificates"."valid_from"),
	CONSTRAINT "residence_certificates_size" CHECK ("residence_certificates"."size_bytes" > 0),
	CONSTRAINT "residence_certificates_withdrawn_by" CHECK ("residence_certificates"."withdrawn_at" is not null or "residence_certificates"."withdrawn_by_user_id" is null)
);
--> statement-breakpoint
ALTER TABLE "residence_certificates" ADD CONSTRAINT "residence_certificates_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_certificates" ADD CONSTRAINT "residence_certificates_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_certificates" ADD CONSTRAINT "residence_certificates_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_certificates" ADD CONSTRAINT "residence_certificates_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "residence_certificates_investor" ON "residence_certificates" USING btree ("landing_id","investor_user_id","valid_from");