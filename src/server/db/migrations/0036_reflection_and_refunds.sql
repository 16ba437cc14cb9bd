CREATE TABLE "offer_refunds" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"landing_id" uuid NOT NULL,
	"basis" text NOT NULL,
	"due_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_since" timestamp with time zone NOT NULL,
	"outcome" text,
	"refunded_on" date,
	"amount" bigint,
	"reference" text,
	"recorded_at" timestamp with time zone,
	"recorded_by_user_id" uuid,
	"impersonator_user_id" uuid,
	CONSTRAINT "offer_refunds_basis_known" CHECK ("offer_refunds"."basis" in ('payment-received', 'confirmation-uploaded')),
	CONSTRAINT "offer_refunds_due_positive" CHECK ("offer_refunds"."due_amount" > 0),
	CONSTRAINT "offer_refunds_outcome_complete" CHECK (("offer_refunds"."outcome" is null and "offer_refunds"."recorded_at" is null)
        or ("offer_refunds"."outcome" = 'refunded' and "offer_refunds"."refunded_on" is not null and "offer_refunds"."amount" > 0
          and "offer_refunds"."reference" is not null and "offer_refunds"."recorded_at" is not null)
        or ("offer_refunds"."outcome" = 'not-received' and "offer_refunds"."basis" = 'confirmation-uploaded' and "offer_refunds"."amount" is null
          and "offer_refunds"."recorded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "reflection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_refunds" ADD CONSTRAINT "offer_refunds_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_refunds" ADD CONSTRAINT "offer_refunds_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_refunds" ADD CONSTRAINT "offer_refunds_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_refunds" ADD CONSTRAINT "offer_refunds_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_refunds_landing_due" ON "offer_refunds" USING btree ("landing_id","offer_id") WHERE "offer_refunds"."outcome" is null;--> statement-breakpoint
-- Acceptances made before this change (decision 0060): the period of an acceptance made under the protections by a
-- non-sophisticated investor ends with the fourth day after its day, in the landing's time zone.
UPDATE "offers" o SET "reflection_ends_at" = (
  (date_trunc('day', e."at" AT TIME ZONE z.zone) + interval '5 days') AT TIME ZONE z.zone
) - interval '1 millisecond'
FROM (
  SELECT DISTINCT ON ("offer_id") "offer_id", "at", "details" FROM "offer_events"
  WHERE "to_status" = 'accepted' ORDER BY "offer_id", "seq" DESC
) e, (
  SELECT l."id" AS landing_id, coalesce(r."time_zone", 'Europe/Warsaw') AS zone
  FROM "landings" l LEFT JOIN "reminder_settings" r ON r."landing_id" = l."id"
) z
WHERE e."offer_id" = o."id" AND z.landing_id = o."landing_id" AND o."status" IN ('accepted', 'active')
  AND e."details" ? 'protection' AND coalesce(e."details" -> 'protection' ->> 'sophisticated', 'false') <> 'true';
