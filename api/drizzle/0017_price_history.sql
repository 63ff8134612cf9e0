-- Daily USD prices of past days (api/src/prices): read once from DefiLlama, kept for good. Row-level
-- security on with no policy, as every api table (0016): Supabase's Data API must not reach it.
CREATE TABLE "price_history" (
	"coin" text NOT NULL,
	"day" integer NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "price_history_coin_day_pk" PRIMARY KEY("coin","day")
);
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;
