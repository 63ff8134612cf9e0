-- Two-factor authentication (issue 36): TOTP factors, their challenges and recovery codes, and what a
-- session now carries as GoTrue's does — its assurance level (aal1, or aal2 once a factor was verified in
-- it), its authentication methods (the JWT's amr, newest first), the factor that raised it, and the
-- client it began on and when it was last used, for "Where you're signed in".
ALTER TABLE "auth_sessions" ADD COLUMN "aal" text DEFAULT 'aal1' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "amr" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "auth_sessions" SET "amr" = jsonb_build_array(jsonb_build_object('method', "method", 'timestamp', floor(extract(epoch FROM "created_at"))::bigint));--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "factor_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
UPDATE "auth_sessions" SET "last_active_at" = "created_at";--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"friendly_name" text DEFAULT '' NOT NULL,
	"factor_type" text NOT NULL,
	"status" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_challenged_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mfa_factors_user_id_idx" ON "mfa_factors" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL REFERENCES "mfa_factors"("id") ON DELETE CASCADE,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mfa_challenges_factor_id_idx" ON "mfa_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_id_idx" ON "mfa_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mfa_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ENABLE ROW LEVEL SECURITY;
