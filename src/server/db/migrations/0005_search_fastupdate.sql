DROP INDEX "users_first_name_trgm";--> statement-breakpoint
DROP INDEX "users_surname_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "advisor_profiles_external_id_trgm";--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_surname_trgm" ON "users" USING gin ("surname" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "advisor_profiles_external_id_trgm" ON "advisor_profiles" USING gin ("external_id" gin_trgm_ops) WITH (fastupdate=false);