ALTER TABLE "payout_lines" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "bank_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_bank_entry_id_bank_entries_id_fk" FOREIGN KEY ("bank_entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_bank_entry" ON "payout_lines" USING btree ("bank_entry_id") WHERE "payout_lines"."bank_entry_id" is not null;