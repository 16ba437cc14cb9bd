DROP INDEX "offers_landing_network_kanban";--> statement-breakpoint
DROP INDEX "offers_owner_kanban";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_totals" ADD COLUMN "paid_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_landing_network_kanban" ON "offers" USING btree ("landing_id","network_id","status","currency","amount","paid_amount");--> statement-breakpoint
CREATE INDEX "offers_owner_kanban" ON "offers" USING btree ("owner_user_id","status","currency","amount","paid_amount");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_paid_within_amount" CHECK ("offers"."paid_amount" = 0 or ("offers"."status" in ('accepted', 'active') and "offers"."paid_amount" > 0 and "offers"."paid_amount" <= "offers"."amount"));--> statement-breakpoint
-- offer_totals (0025's triggers) also sums the offers' paid_amount (decision 0077), so the kanban shows money
-- received beside the amounts declared without reading the offers.
CREATE OR REPLACE FUNCTION offer_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_totals AS t (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum, paid_sum)
  SELECT landing_id, network_id, owner_user_id, status, currency, count(*), coalesce(sum(amount), 0), sum(paid_amount)
  FROM new_rows
  GROUP BY landing_id, network_id, owner_user_id, status, currency
  ORDER BY landing_id, network_id, owner_user_id, status, currency
  ON CONFLICT (landing_id, network_id, owner_user_id, status, currency) DO UPDATE
    SET offer_count = t.offer_count + excluded.offer_count, amount_sum = t.amount_sum + excluded.amount_sum,
      paid_sum = t.paid_sum + excluded.paid_sum;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION offer_totals_add(uuid, uuid, uuid, text, text, bigint, bigint);
--> statement-breakpoint
CREATE FUNCTION offer_totals_add(
  p_landing uuid, p_network uuid, p_owner uuid, p_status text, p_currency text, p_count bigint, p_amount bigint,
  p_paid bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count >= 0 THEN
    INSERT INTO offer_totals AS t (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum, paid_sum)
    VALUES (p_landing, p_network, p_owner, p_status, p_currency, p_count, p_amount, p_paid)
    ON CONFLICT (landing_id, network_id, owner_user_id, status, currency) DO UPDATE
      SET offer_count = t.offer_count + excluded.offer_count, amount_sum = t.amount_sum + excluded.amount_sum,
        paid_sum = t.paid_sum + excluded.paid_sum;
  ELSE
    UPDATE offer_totals SET offer_count = offer_count + p_count, amount_sum = amount_sum + p_amount,
      paid_sum = paid_sum + p_paid
    WHERE landing_id = p_landing AND network_id = p_network AND owner_user_id = p_owner
      AND status = p_status AND currency = p_currency;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT landing_id, network_id, owner_user_id, status, currency, count(*) AS n,
      coalesce(sum(amount), 0)::bigint AS amount, sum(paid_amount)::bigint AS paid
    FROM old_rows
    GROUP BY landing_id, network_id, owner_user_id, status, currency
    ORDER BY landing_id, network_id, owner_user_id, status, currency
  LOOP
    PERFORM offer_totals_add(r.landing_id, r.network_id, r.owner_user_id, r.status, r.currency, -r.n, -r.amount, -r.paid);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- Summary rows whose net change is nothing (dates, message or token changed; an offer moved away and another
  -- one back) are left alone.
  FOR r IN
    SELECT landing_id, network_id, owner_user_id, status, currency, sum(n)::bigint AS n, sum(amount)::bigint AS amount,
      sum(paid)::bigint AS paid
    FROM (
      SELECT landing_id, network_id, owner_user_id, status, currency, 1 AS n, coalesce(amount, 0) AS amount,
        paid_amount AS paid
      FROM new_rows
      UNION ALL
      SELECT landing_id, network_id, owner_user_id, status, currency, -1, -coalesce(amount, 0), -paid_amount
      FROM old_rows
    ) change
    GROUP BY landing_id, network_id, owner_user_id, status, currency
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(paid) <> 0
    ORDER BY landing_id, network_id, owner_user_id, status, currency
  LOOP
    PERFORM offer_totals_add(r.landing_id, r.network_id, r.owner_user_id, r.status, r.currency, r.n, r.amount, r.paid);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What each offer received until now: the bank's credits when a statement showed them, else an active offer's
-- amount (confirmed by an advisor); the trigger above adds it to offer_totals.
UPDATE offers o SET paid_amount = least(o.amount, coalesce(
  (SELECT sum(b.amount) FROM bank_entries b
    WHERE b.offer_id = o.id AND b.state IN ('matched', 'assigned') AND b.currency = o.currency),
  CASE WHEN o.status = 'active' THEN o.amount ELSE 0 END))
WHERE o.status IN ('accepted', 'active');
--> statement-breakpoint
UPDATE campaigns c SET paid_amount = coalesce((SELECT sum(o.paid_amount) FROM offers o WHERE o.campaign_id = c.id), 0);
