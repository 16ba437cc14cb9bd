CREATE TABLE "offer_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"landing_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"impersonator_user_id" uuid,
	"same_link" boolean NOT NULL,
	CONSTRAINT "offer_reminders_offer_step" UNIQUE("offer_id","step"),
	CONSTRAINT "offer_reminders_step_known" CHECK ("offer_reminders"."step" in ('invitation', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"landing_id" uuid PRIMARY KEY NOT NULL,
	"unviewed_days" integer DEFAULT 3 NOT NULL,
	"unpaid_days" integer DEFAULT 5 NOT NULL,
	"max_per_offer" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "reminder_settings_unviewed_days" CHECK ("reminder_settings"."unviewed_days" between 1 and 60),
	CONSTRAINT "reminder_settings_unpaid_days" CHECK ("reminder_settings"."unpaid_days" between 1 and 60),
	CONSTRAINT "reminder_settings_max_per_offer" CHECK ("reminder_settings"."max_per_offer" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "public_token_sealed" text;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_reminders_landing" ON "offer_reminders" USING btree ("landing_id","sent_at");