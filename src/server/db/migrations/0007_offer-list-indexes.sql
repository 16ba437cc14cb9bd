CREATE INDEX "offers_landing_status_changed" ON "offers" USING btree ("landing_id","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "offers_owner_status_changed" ON "offers" USING btree ("owner_user_id","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "offers_landing_agreement_date" ON "offers" USING btree ("landing_id","agreement_date","id");--> statement-breakpoint
CREATE INDEX "offers_landing_payment_date" ON "offers" USING btree ("landing_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "offers_landing_end_date" ON "offers" USING btree ("landing_id","end_date","id");--> statement-breakpoint
CREATE INDEX "offers_landing_amount" ON "offers" USING btree ("landing_id","amount","id");--> statement-breakpoint
CREATE INDEX "offers_landing_network_kanban" ON "offers" USING btree ("landing_id","network_id","status","currency","amount");--> statement-breakpoint
CREATE INDEX "offers_owner_kanban" ON "offers" USING btree ("owner_user_id","status","currency","amount");