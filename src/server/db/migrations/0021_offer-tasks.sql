CREATE TABLE "offer_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"due_date" date NOT NULL,
	"assignee_user_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" uuid,
	CONSTRAINT "offer_tasks_kind" CHECK ("offer_tasks"."kind" in ('call-back', 'check-payment', 'other')),
	CONSTRAINT "offer_tasks_title_length" CHECK ("offer_tasks"."title" is null or char_length("offer_tasks"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tasks" ADD CONSTRAINT "offer_tasks_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_tasks_offer" ON "offer_tasks" USING btree ("offer_id","due_date");--> statement-breakpoint
CREATE INDEX "offer_tasks_assignee_open" ON "offer_tasks" USING btree ("assignee_user_id","due_date") WHERE "offer_tasks"."done_at" is null;