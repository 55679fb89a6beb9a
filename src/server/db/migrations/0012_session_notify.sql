-- Page renders keep each session with its profile (src/server/modules/auth/session-cache.ts, ADR 0037): any write to
-- what that profile shows, from the API, a script or psql, tells every server process whose entries to drop.
CREATE OR REPLACE FUNCTION notify_session_user(user_id integer) RETURNS void AS $$
BEGIN
  IF user_id IS NOT NULL THEN
    PERFORM pg_notify('session_changed', json_build_object('user_id', user_id)::text);
  END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Rows that name their user in a column (TG_ARGV[0]): the old and the new owner both change.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM notify_session_user((to_jsonb(OLD) ->> TG_ARGV[0])::integer); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM notify_session_user((to_jsonb(NEW) ->> TG_ARGV[0])::integer); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A sign-up with a referral code changes the referrer's "invited" counter.
CREATE OR REPLACE FUNCTION notify_referrer_changed() RETURNS trigger AS $$
DECLARE
  codes text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN codes := codes || OLD.referral; END IF;
  IF TG_OP <> 'DELETE' THEN codes := codes || NEW.referral; END IF;
  PERFORM notify_session_user(u.id) FROM users u WHERE u.my_referral = ANY (codes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Referral bonuses are counted from the wallet history; other history rows come with a wallet update anyway.
CREATE OR REPLACE FUNCTION notify_wallet_bonus_changed() RETURNS trigger AS $$
DECLARE
  wallet uuid;
  kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN wallet := OLD.wallet_uuid; kind := OLD.type; ELSE wallet := NEW.wallet_uuid; kind := NEW.type; END IF;
  IF kind IN ('referral_from_topup', 'referral_to_topup') THEN
    PERFORM notify_session_user(w.user_id) FROM wallets w WHERE w.uuid = wallet;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_sessions_all() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_changed', json_build_object('user_id', 0)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_changed('id');--> statement-breakpoint
CREATE TRIGGER users_referrer_changed AFTER INSERT OR UPDATE OF referral OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_referrer_changed();--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_changed AFTER UPDATE OR DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');--> statement-breakpoint
CREATE TRIGGER wallets_session_changed AFTER INSERT OR UPDATE OR DELETE ON wallets FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');--> statement-breakpoint
CREATE TRIGGER wallet_histories_session_changed AFTER INSERT OR UPDATE OR DELETE ON wallet_histories FOR EACH ROW EXECUTE FUNCTION notify_wallet_bonus_changed();--> statement-breakpoint
CREATE TRIGGER user_addresses_session_changed AFTER INSERT OR UPDATE OR DELETE ON user_addresses FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');--> statement-breakpoint
CREATE TRIGGER shops_session_changed AFTER INSERT OR UPDATE OR DELETE ON shops FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');--> statement-breakpoint
CREATE TRIGGER users_sessions_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();--> statement-breakpoint
CREATE TRIGGER auth_tokens_sessions_truncated AFTER TRUNCATE ON auth_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();--> statement-breakpoint
CREATE TRIGGER wallets_sessions_truncated AFTER TRUNCATE ON wallets FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();--> statement-breakpoint
CREATE TRIGGER wallet_histories_sessions_truncated AFTER TRUNCATE ON wallet_histories FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();--> statement-breakpoint
CREATE TRIGGER user_addresses_sessions_truncated AFTER TRUNCATE ON user_addresses FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();--> statement-breakpoint
CREATE TRIGGER shops_sessions_truncated AFTER TRUNCATE ON shops FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_all();
