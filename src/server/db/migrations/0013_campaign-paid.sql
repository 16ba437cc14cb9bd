ALTER TABLE "campaigns" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing campaigns: what their active offers add up to (hand-written, after drizzle-kit's column).
UPDATE "campaigns" SET "paid_amount" = coalesce((SELECT sum("amount") FROM "offers" WHERE "offers"."campaign_id" = "campaigns"."id" AND "offers"."status" = 'active'), 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_paid_within_raised" CHECK ("campaigns"."paid_amount" >= 0 and "campaigns"."paid_amount" <= "campaigns"."raised_amount");