CREATE TABLE "paddle_unlinked_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
