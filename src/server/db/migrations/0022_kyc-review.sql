CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_documents_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "kyc_documents_kind_known" CHECK ("kyc_documents"."kind" in ('identity-document', 'address-document', 'funds-document'))
);
--> statement-breakpoint
CREATE TABLE "kyc_review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "kyc_review_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"impersonated_user_id" uuid,
	"reason" text,
	"items" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_review_events_kind_known" CHECK ("kyc_review_events"."kind" in ('proposed', 'approved', 'rejected', 'more-information', 'resubmitted'))
);
--> statement-breakpoint
ALTER TABLE "kyc_requests" DROP CONSTRAINT "kyc_requests_status_known";--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "risk_flags" jsonb;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "review_items" jsonb;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD COLUMN "proposed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_review_events" ADD CONSTRAINT "kyc_review_events_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_review_events" ADD CONSTRAINT "kyc_review_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_review_events" ADD CONSTRAINT "kyc_review_events_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_request" ON "kyc_documents" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_review_events_request" ON "kyc_review_events" USING btree ("request_id","at");--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_requests_review" ON "kyc_requests" USING btree ("landing_id","review","submitted_at");--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_review_known" CHECK ("kyc_requests"."review" is null or "kyc_requests"."review" in ('pending', 'proposed', 'approved', 'rejected', 'more-information'));--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_status_known" CHECK ("kyc_requests"."status" in ('sent', 'opened', 'in-progress', 'submitted', 'revoked', 'returned'));--> statement-breakpoint
UPDATE "kyc_requests" SET "review" = 'pending' WHERE "status" = 'submitted';