-- offer_totals (0008, kept by 0009's trigger) is now kept once per statement instead of once per row: three AFTER
-- ... FOR EACH STATEMENT triggers read the statement's transition tables (the rows as they were and as they are)
-- and apply the net change per summary row in one INSERT ... ON CONFLICT. A statement moving many offers (the
-- invitation page's batched first openings, a bulk owner change, a bulk load) costs one summary write per touched
-- summary row instead of two statements per offer, and one transaction's many changes of the same summary row no
-- longer leave a chain of row versions that every later change walks. Totals stay exact at every commit, in the
-- writer's own transaction. The summary rows are written in key order, so two writers touching the same rows wait
-- for each other instead of deadlocking. (PostgreSQL allows transition tables only on single-event triggers.)
DROP TRIGGER offer_totals_apply ON offers;
--> statement-breakpoint
DROP FUNCTION offer_totals_apply();
--> statement-breakpoint
CREATE FUNCTION offer_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_totals AS t (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum)
  SELECT landing_id, network_id, owner_user_id, status, currency, count(*), coalesce(sum(amount), 0)
  FROM new_rows
  GROUP BY landing_id, network_id, owner_user_id, status, currency
  ORDER BY landing_id, network_id, owner_user_id, status, currency
  ON CONFLICT (landing_id, network_id, owner_user_id, status, currency) DO UPDATE
    SET offer_count = t.offer_count + excluded.offer_count, amount_sum = t.amount_sum + excluded.amount_sum;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Applies one summary row's net change. A decrease is an UPDATE: the row exists (the totals are exact), and an
-- INSERT ... ON CONFLICT would check its proposed negative count against offer_totals_count_not_negative first.
CREATE FUNCTION offer_totals_add(
  p_landing uuid, p_network uuid, p_owner uuid, p_status text, p_currency text, p_count bigint, p_amount bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count >= 0 THEN
    INSERT INTO offer_totals AS t (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum)
    VALUES (p_landing, p_network, p_owner, p_status, p_currency, p_count, p_amount)
    ON CONFLICT (landing_id, network_id, owner_user_id, status, currency) DO UPDATE
      SET offer_count = t.offer_count + excluded.offer_count, amount_sum = t.amount_sum + excluded.amount_sum;
  ELSE
    UPDATE offer_totals SET offer_count = offer_count + p_count, amount_sum = amount_sum + p_amount
    WHERE landing_id = p_landing AND network_id = p_network AND owner_user_id = p_owner
      AND status = p_status AND currency = p_currency;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION offer_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT landing_id, network_id, owner_user_id, status, currency, count(*) AS n, coalesce(sum(amount), 0)::bigint AS amount
    FROM old_rows
    GROUP BY landing_id, network_id, owner_user_id, status, currency
    ORDER BY landing_id, network_id, owner_user_id, status, currency
  LOOP
    PERFORM offer_totals_add(r.landing_id, r.network_id, r.owner_user_id, r.status, r.currency, -r.n, -r.amount);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION offer_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- Summary rows whose net change is nothing (dates, message or token changed; an offer moved away and another
  -- one back) are left alone.
  FOR r IN
    SELECT landing_id, network_id, owner_user_id, status, currency, sum(n)::bigint AS n, sum(amount)::bigint AS amount
    FROM (
      SELECT landing_id, network_id, owner_user_id, status, currency, 1 AS n, coalesce(amount, 0) AS amount
      FROM new_rows
      UNION ALL
      SELECT landing_id, network_id, owner_user_id, status, currency, -1, -coalesce(amount, 0)
      FROM old_rows
    ) change
    GROUP BY landing_id, network_id, owner_user_id, status, currency
    HAVING sum(n) <> 0 OR sum(amount) <> 0
    ORDER BY landing_id, network_id, owner_user_id, status, currency
  LOOP
    PERFORM offer_totals_add(r.landing_id, r.network_id, r.owner_user_id, r.status, r.currency, r.n, r.amount);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_inserted AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER offer_totals_deleted AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER offer_totals_updated AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_updated();
