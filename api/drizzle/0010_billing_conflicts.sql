CREATE TABLE "billing_conflicts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"linked_user_id" uuid NOT NULL,
	"applied_user_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
