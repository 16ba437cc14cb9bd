CREATE TABLE "yearly_statement_mails" (
	"landing_id" uuid NOT NULL,
	"investor_user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "yearly_statement_mails_landing_id_investor_user_id_year_pk" PRIMARY KEY("landing_id","investor_user_id","year")
);
--> statement-breakpoint
ALTER TABLE "yearly_statement_mails" ADD CONSTRAINT "yearly_statement_mails_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearly_statement_mails" ADD CONSTRAINT "yearly_statement_mails_investor_user_id_users_id_fk" FOREIGN KEY ("investor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;