-- offer_totals (0008) is kept by the database: this trigger adds and removes every offer as it is inserted,
-- changed or deleted, in the writer's own transaction, so the totals are exact at each commit whoever writes
-- (the status service, owner changes, the seed, bulk SQL). Then the backfill from the offers already there,
-- and the rule of one open offer per investor and product (issue 5) as a partial unique index.
CREATE FUNCTION offer_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Which summary rows the change touches, compared as (landing, network, owner, status, currency) tuples.
  old_first boolean;
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.landing_id = OLD.landing_id AND NEW.network_id = OLD.network_id AND NEW.owner_user_id = OLD.owner_user_id
    AND NEW.status = OLD.status AND NEW.currency = OLD.currency AND NEW.amount IS NOT DISTINCT FROM OLD.amount THEN
    RETURN NULL; -- dates, message, token: nothing the totals hold
  END IF;
  -- A change that moves an offer between two summary rows locks both. Taking them in key order means two
  -- writers moving offers between the same rows in opposite directions (owner A -> B and B -> A) wait for
  -- each other instead of deadlocking.
  old_first := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND
    (OLD.landing_id, OLD.network_id, OLD.owner_user_id, OLD.status, OLD.currency)
      <= (NEW.landing_id, NEW.network_id, NEW.owner_user_id, NEW.status, NEW.currency));
  IF TG_OP <> 'INSERT' AND old_first THEN
    UPDATE offer_totals SET offer_count = offer_count - 1, amount_sum = amount_sum - coalesce(OLD.amount, 0)
    WHERE landing_id = OLD.landing_id AND network_id = OLD.network_id AND owner_user_id = OLD.owner_user_id
      AND status = OLD.status AND currency = OLD.currency;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO offer_totals (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum)
    VALUES (NEW.landing_id, NEW.network_id, NEW.owner_user_id, NEW.status, NEW.currency, 1, coalesce(NEW.amount, 0))
    ON CONFLICT (landing_id, network_id, owner_user_id, status, currency) DO UPDATE
      SET offer_count = offer_totals.offer_count + 1, amount_sum = offer_totals.amount_sum + excluded.amount_sum;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT old_first THEN
    UPDATE offer_totals SET offer_count = offer_count - 1, amount_sum = amount_sum - coalesce(OLD.amount, 0)
    WHERE landing_id = OLD.landing_id AND network_id = OLD.network_id AND owner_user_id = OLD.owner_user_id
      AND status = OLD.status AND currency = OLD.currency;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Offers made before the rule: of each investor's open offers for one product the furthest along (then the
-- newest) stays; the others are rejected by the system, recorded in their history, and an accepted one gives
-- its amount back to the campaign's raised funds (as the status service does on a rejection).
WITH ranked AS (
  SELECT id, landing_id, campaign_id, status, amount,
    row_number() OVER (
      PARTITION BY investor_user_id, product_id
      ORDER BY array_position(ARRAY['accepted', 'interested', 'viewed', 'invited'], status), status_changed_at DESC, id
    ) AS n
  FROM offers WHERE status IN ('invited', 'viewed', 'interested', 'accepted')
),
extra AS (SELECT * FROM ranked WHERE n > 1),
closed AS (
  UPDATE offers o SET status = 'rejected', status_changed_at = now(), updated_at = now() FROM extra WHERE o.id = extra.id RETURNING o.id
),
events AS (
  INSERT INTO offer_events (offer_id, landing_id, at, from_status, to_status, actor_kind, details)
  SELECT id, landing_id, now(), status, 'rejected', 'system', '{"reason": "duplicate-open-offer"}'::jsonb FROM extra
  RETURNING id
)
UPDATE campaigns c SET raised_amount = c.raised_amount - r.released
FROM (SELECT campaign_id, sum(amount) AS released FROM extra WHERE status = 'accepted' GROUP BY campaign_id) r
WHERE c.id = r.campaign_id;
--> statement-breakpoint
INSERT INTO offer_totals (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum)
SELECT landing_id, network_id, owner_user_id, status, currency, count(*), coalesce(sum(amount), 0)
FROM offers GROUP BY landing_id, network_id, owner_user_id, status, currency;
--> statement-breakpoint
CREATE TRIGGER offer_totals_apply AFTER INSERT OR UPDATE OR DELETE ON offers
FOR EACH ROW EXECUTE FUNCTION offer_totals_apply();
--> statement-breakpoint
-- One open offer per investor and product: the invitation checks first (a clear 409), this index closes the
-- race of two invitations at once (invite-investor.ts maps its violation to the same 409).
CREATE UNIQUE INDEX offers_one_open_per_investor_product ON offers (investor_user_id, product_id)
WHERE status IN ('invited', 'viewed', 'interested', 'accepted');
