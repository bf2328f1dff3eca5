-- A refusal raised from inside one statement (ADR 039): a data-modifying CTE cannot throw, so a
-- statement that finds it must not go on (a sale's stock fell short, its idempotency key was
-- someone else's first) calls this in its final select, and the whole statement, everything its
-- CTEs wrote included, is rolled back. SQLSTATE P0001 with the reason as the message and the
-- caller's JSON as the detail: platform/statement-refusal.ts reads them back.
CREATE FUNCTION raise_refusal(p_reason text, p_detail text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = p_reason, DETAIL = coalesce(p_detail, '');
END $$;
