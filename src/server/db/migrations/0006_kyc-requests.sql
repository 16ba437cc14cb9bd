CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"advisor_user_id" uuid NOT NULL,
	"impersonator_user_id" uuid,
	"investor_email" text NOT NULL,
	"investor_user_id" uuid,
	"message" text,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "kyc_requests_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "kyc_requests_status_known" CHECK ("kyc_requests"."status" in ('sent', 'submitted')),
	CONSTRAINT "kyc_requests_email_lower_case" CHECK ("kyc_requests"."investor_email" = lower("kyc_requests"."investor_email")),
	CONSTRAINT "kyc_requests_expiry_after_creation" CHECK ("kyc_requests"."expires_at" > "kyc_requests"."created_at")
);
--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_advisor_user_id_users_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_requests_landing_email" ON "kyc_requests" USING btree ("landing_id","investor_email","created_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_advisor" ON "kyc_requests" USING btree ("advisor_user_id","created_at");