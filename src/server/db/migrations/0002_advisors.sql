CREATE TABLE "advisor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"external_id" text,
	"document_type" text,
	"document_number" text,
	"document_expiry_date" date,
	"document_expires_never" boolean DEFAULT false NOT NULL,
	"document_country" text,
	"power_of_attorney_start_date" date,
	"power_of_attorney_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_profiles_document_type_known" CHECK ("advisor_profiles"."document_type" in ('ID_CARD', 'PASSPORT')),
	CONSTRAINT "advisor_profiles_power_of_attorney_order" CHECK ("advisor_profiles"."power_of_attorney_end_date" is null or "advisor_profiles"."power_of_attorney_start_date" is null or "advisor_profiles"."power_of_attorney_end_date" >= "advisor_profiles"."power_of_attorney_start_date")
);
--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_profiles_external_id" ON "advisor_profiles" USING btree ("external_id");