DROP INDEX "mail_outbox_to_created";--> statement-breakpoint
ALTER TABLE "retention_deletions" ALTER COLUMN "relationship_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_seq" ON "mail_outbox" USING btree ("to_address","seq");