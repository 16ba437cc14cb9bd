CREATE TABLE "kyc_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "kyc_access_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"landing_id" uuid NOT NULL,
	"kyc_request_id" uuid NOT NULL,
	"reader_user_id" uuid,
	"impersonator_user_id" uuid,
	"what" text NOT NULL,
	"document_name" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_access_log_what_known" CHECK ("kyc_access_log"."what" in ('answers', 'document'))
);
--> statement-breakpoint
ALTER TABLE "kyc_access_log" ADD CONSTRAINT "kyc_access_log_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_access_log" ADD CONSTRAINT "kyc_access_log_kyc_request_id_kyc_requests_id_fk" FOREIGN KEY ("kyc_request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_access_log" ADD CONSTRAINT "kyc_access_log_reader_user_id_users_id_fk" FOREIGN KEY ("reader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_access_log" ADD CONSTRAINT "kyc_access_log_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_access_log_request" ON "kyc_access_log" USING btree ("kyc_request_id","seq");