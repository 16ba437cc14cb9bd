CREATE TABLE "complaint_settings" (
	"landing_id" uuid PRIMARY KEY NOT NULL,
	"firm" text NOT NULL,
	"unit" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"court" text NOT NULL,
	"appeal" jsonb,
	"adr" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "admissible_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "fulfilment_by" date;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_by_name" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_by_position" text;--> statement-breakpoint
ALTER TABLE "complaint_settings" ADD CONSTRAINT "complaint_settings_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_outcome_known" CHECK ("complaints"."outcome" is null or "complaints"."outcome" in ('upheld', 'partly', 'rejected', 'inadmissible'));