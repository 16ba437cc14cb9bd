CREATE TABLE "sanctions_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid,
	"investor_email" text NOT NULL,
	"screened_name" text NOT NULL,
	"entity_ref" text NOT NULL,
	"listed_name" text NOT NULL,
	"programme" text NOT NULL,
	"score" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"note" text,
	CONSTRAINT "sanctions_hits_status_known" CHECK ("sanctions_hits"."status" in ('open', 'cleared', 'confirmed')),
	CONSTRAINT "sanctions_hits_decided" CHECK ("sanctions_hits"."status" = 'open' or ("sanctions_hits"."decided_at" is not null and "sanctions_hits"."note" is not null))
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"entities" integer NOT NULL,
	"names" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"entity_ref" text NOT NULL,
	"subject_type" text NOT NULL,
	"whole_name" text NOT NULL,
	"normalized" text NOT NULL,
	"programme" text NOT NULL,
	CONSTRAINT "sanctions_names_subject_known" CHECK ("sanctions_names"."subject_type" in ('person', 'enterprise'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_hits" ADD CONSTRAINT "sanctions_hits_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_hits" ADD CONSTRAINT "sanctions_hits_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_hits" ADD CONSTRAINT "sanctions_hits_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_hits_landing_status" ON "sanctions_hits" USING btree ("landing_id","status","found_at");--> statement-breakpoint
CREATE INDEX "sanctions_hits_investor" ON "sanctions_hits" USING btree ("landing_id","investor_email");--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_hits_one_per_entity" ON "sanctions_hits" USING btree ("landing_id","investor_email","entity_ref") WHERE "sanctions_hits"."status" <> 'cleared';--> statement-breakpoint
CREATE INDEX "sanctions_names_list" ON "sanctions_names" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "sanctions_names_trgm" ON "sanctions_names" USING gin ("normalized" gin_trgm_ops) WITH (fastupdate=false);