CREATE TABLE "investor_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "investor_classifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"declarations" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "investor_classifications_status_known" CHECK ("investor_classifications"."status" in ('requested', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "investor_classifications_rejected_reason" CHECK ("investor_classifications"."status" <> 'rejected' or "investor_classifications"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD CONSTRAINT "investor_classifications_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD CONSTRAINT "investor_classifications_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD CONSTRAINT "investor_classifications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_classifications" ADD CONSTRAINT "investor_classifications_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_classifications_investor" ON "investor_classifications" USING btree ("investor_user_id","seq");