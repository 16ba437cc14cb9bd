CREATE TABLE "landings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'pl' NOT NULL,
	"site_title" text NOT NULL,
	"favicon" text NOT NULL,
	"theme" text DEFAULT 'default' NOT NULL,
	"theme_colors" text,
	"investor_panel_header_color" text,
	"investor_panel_description_color" text,
	"advisor_panel_header_color" text,
	"advisor_panel_description_color" text,
	"logo_url" text NOT NULL,
	"logo_small_url" text,
	"campaign_placeholder_url" text,
	"product_placeholder_url" text,
	"texts" jsonb DEFAULT '{"pl":{},"en":{}}'::jsonb NOT NULL,
	"investor_panel_blocked" boolean DEFAULT false NOT NULL,
	"backend_base_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "landing_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"landing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_hosts_host_lower_case" CHECK ("landing_hosts"."host" = lower("landing_hosts"."host"))
);
--> statement-breakpoint
ALTER TABLE "landing_hosts" ADD CONSTRAINT "landing_hosts_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landings_one_default" ON "landings" USING btree ("is_default") WHERE "landings"."is_default";--> statement-breakpoint
CREATE INDEX "landing_hosts_landing_id" ON "landing_hosts" USING btree ("landing_id");