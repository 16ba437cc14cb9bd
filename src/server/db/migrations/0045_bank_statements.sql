CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"account" text NOT NULL,
	"bank_reference" text NOT NULL,
	"booking_date" date NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"counterparty_name" text,
	"counterparty_account" text,
	"state" text NOT NULL,
	"reason" text,
	"offer_id" uuid,
	"activates_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"note" text,
	CONSTRAINT "bank_entries_reference" UNIQUE("landing_id","account","bank_reference"),
	CONSTRAINT "bank_entries_amount_positive" CHECK ("bank_entries"."amount" > 0),
	CONSTRAINT "bank_entries_direction_known" CHECK ("bank_entries"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_entries_state_known" CHECK ("bank_entries"."state" in ('matched', 'review', 'unmatched', 'assigned', 'dismissed', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"format" text NOT NULL,
	"account" text NOT NULL,
	"bank_statement_id" text,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by_user_id" uuid,
	"entry_count" integer NOT NULL,
	"new_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entries_landing_state" ON "bank_entries" USING btree ("landing_id","state","booking_date");--> statement-breakpoint
CREATE INDEX "bank_entries_offer" ON "bank_entries" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "bank_entries_activates" ON "bank_entries" USING btree ("activates_at") WHERE "bank_entries"."activates_at" is not null;--> statement-breakpoint
CREATE INDEX "bank_statements_landing_at" ON "bank_statements" USING btree ("landing_id","imported_at");