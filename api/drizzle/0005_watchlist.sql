-- Supabase has the role 'authenticated' (PostgREST switches to it for signed-in requests); elsewhere it is
-- created here, and granted to the api's own user so the embedded /rest/v1/watchlist can switch to it.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
		CREATE ROLE authenticated NOLOGIN;
		EXECUTE format('GRANT authenticated TO %I', current_user);
	END IF;
END
$$;
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" uuid NOT NULL,
	"token_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_id_token_address_pk" PRIMARY KEY("user_id","token_address"),
	CONSTRAINT "watchlist_token_address_check" CHECK ("watchlist"."token_address" ~ '^0x[0-9a-f]{40}$')
);
--> statement-breakpoint
ALTER TABLE "watchlist" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "watchlist_own_rows" ON "watchlist" AS PERMISSIVE FOR ALL TO "authenticated" USING ("watchlist"."user_id" = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid) WITH CHECK ("watchlist"."user_id" = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "watchlist" TO authenticated;
