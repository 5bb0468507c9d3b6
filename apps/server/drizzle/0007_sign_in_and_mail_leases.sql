CREATE TABLE "password_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Any change of a password ends every set-password link still outstanding for that user, whichever route
-- changed it (forgot password, change password, expired password, a new temporary password, later ones too).
CREATE OR REPLACE FUNCTION spend_password_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE password_tokens SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_password_changed AFTER UPDATE OF password_hash ON users
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION spend_password_links();
