CREATE TABLE "news_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"canonical_url" text NOT NULL,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"sentiment" text NOT NULL,
	"summarizer" text NOT NULL,
	"tokens" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_stories_canonical_url_unique" UNIQUE("canonical_url"),
	CONSTRAINT "news_stories_title_key_unique" UNIQUE("title_key")
);
--> statement-breakpoint
CREATE INDEX "news_stories_published_idx" ON "news_stories" USING btree ("published_at","id");