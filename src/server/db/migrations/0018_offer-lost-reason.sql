ALTER TABLE "offers" ADD COLUMN "lost_reason" text;--> statement-breakpoint
CREATE INDEX "offers_landing_lost_reason" ON "offers" USING btree ("landing_id","lost_reason","owner_user_id") WHERE "offers"."lost_reason" is not null;--> statement-breakpoint
-- Offers an advisor marked lost before this migration: the reason code of that status event (a rejection is
-- final, so there is one). Free-text reasons of before the codes are left out.
UPDATE "offers" SET "lost_reason" = e."details" ->> 'reason'
FROM "offer_events" e
WHERE e."offer_id" = "offers"."id" AND "offers"."status" = 'rejected' AND e."to_status" = 'rejected'
  AND e."actor_kind" = 'advisor' AND (e."details" ->> 'reason') ~ '^[a-z][a-z0-9-]{1,39}$';
