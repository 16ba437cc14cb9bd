CREATE TABLE "offer_kiis_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"kiis_version" integer NOT NULL,
	"language" text NOT NULL,
	"owner_file" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_kiis_receipts_once" UNIQUE("offer_id","kiis_version","language"),
	CONSTRAINT "offer_kiis_receipts_language_known" CHECK ("offer_kiis_receipts"."language" in ('pl', 'en'))
);
--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD COLUMN "owner_statement" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD COLUMN "files" jsonb;--> statement-breakpoint
ALTER TABLE "offer_kiis_receipts" ADD CONSTRAINT "offer_kiis_receipts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_kiis_receipts" ADD CONSTRAINT "offer_kiis_receipts_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;