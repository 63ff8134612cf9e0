-- Hosted Supabase's default privileges grant the `authenticated` role every privilege on a new table in
-- `public`, UPDATE included, so there a merge-duplicates upsert or a filtered update of one's own rows
-- works. 0005 granted only SELECT, INSERT and DELETE, so the embedded /rest/v1/watchlist answered 403
-- 42501 where the hosted project answers 200/201/204. Row-level security still keeps each user to their
-- own rows (the policy's WITH CHECK covers the new row too).
GRANT UPDATE ON "watchlist" TO authenticated;
