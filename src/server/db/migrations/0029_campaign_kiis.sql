CREATE TABLE "campaign_kiis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"generated" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_kiis_version" UNIQUE("campaign_id","version"),
	CONSTRAINT "campaign_kiis_version_positive" CHECK ("campaign_kiis"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD CONSTRAINT "campaign_kiis_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_kiis" ADD CONSTRAINT "campaign_kiis_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;