CREATE TABLE "compliance_officers" (
	"landing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_officers_landing_id_user_id_pk" PRIMARY KEY("landing_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD COLUMN "evidence" text;--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD COLUMN "renewal_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_officers" ADD CONSTRAINT "compliance_officers_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_officers" ADD CONSTRAINT "compliance_officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_officers_user" ON "compliance_officers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "investor_classifications_expiry" ON "investor_classifications" USING btree ("status","expires_at");--> statement-breakpoint
-- Approvals given before the desk: valid two years from their decision (ECSPR Annex II section II).
UPDATE "investor_classifications" SET "expires_at" = "decided_at" + interval '2 years'
  WHERE "status" = 'approved' AND "decided_at" IS NOT NULL;
