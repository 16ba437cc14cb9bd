CREATE TABLE "task_digests" (
	"user_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "task_digests_user_id_landing_id_day_pk" PRIMARY KEY("user_id","landing_id","day")
);
--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;