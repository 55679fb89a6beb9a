-- Checkout's last statement is sent with its COMMIT (src/server/db/commit-pipelined.ts, ADR 0041): when its work
-- must not be kept (wallet short, a stock taken meanwhile, the key's answer already stored) it fails itself
-- through this function, so the COMMIT behind it is skipped and the caller rolls back. The reason is the hint.
CREATE OR REPLACE FUNCTION refuse_checkout(reason text) RETURNS integer AS $$
BEGIN
  RAISE EXCEPTION 'checkout refused: %', reason USING ERRCODE = 'P0001', HINT = reason;
END;
$$ LANGUAGE plpgsql VOLATILE;
