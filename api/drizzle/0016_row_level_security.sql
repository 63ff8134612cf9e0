-- Hosted Supabase serves every table in `public` through its Data API (PostgREST) to the anon and
-- authenticated roles, and its default privileges grant them every privilege on a new table there; only
-- row-level security stops them. These tables are the api's alone (users, sessions, alert channels and
-- their secrets, notifications, billing): it connects as their owner, whom row-level security does not
-- restrict. So every table gets it on with no policy — read through PostgREST, each is empty and refuses
-- writes — but the watchlist, which has its own policy (0005). Tables made later enable it in their own
-- migration (a test checks that every table has it).
DO $$
DECLARE
	unguarded record;
BEGIN
	FOR unguarded IN
		SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relrowsecurity
	LOOP
		EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', unguarded.relname);
	END LOOP;
END $$;
