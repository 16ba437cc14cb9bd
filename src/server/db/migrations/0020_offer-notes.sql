CREATE TABLE "offer_note_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"body" text NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"author_user_id" uuid,
	"impersonator_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "offer_notes_body_length" CHECK (char_length("offer_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "offer_note_versions" ADD CONSTRAINT "offer_note_versions_note_id_offer_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."offer_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_note_versions_note" ON "offer_note_versions" USING btree ("note_id","replaced_at");--> statement-breakpoint
CREATE INDEX "offer_notes_offer" ON "offer_notes" USING btree ("offer_id","created_at");