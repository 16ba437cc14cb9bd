CREATE TABLE "landing_lost_reasons" (
	"landing_id" uuid NOT NULL,
	"code" text NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_lost_reasons_landing_id_code_pk" PRIMARY KEY("landing_id","code"),
	CONSTRAINT "landing_lost_reasons_code" CHECK ("landing_lost_reasons"."code" ~ '^[a-z][a-z0-9-]{1,39}$')
);
--> statement-breakpoint
ALTER TABLE "landing_lost_reasons" ADD CONSTRAINT "landing_lost_reasons_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;