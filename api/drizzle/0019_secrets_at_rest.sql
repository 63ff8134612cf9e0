-- Secrets at rest (issue 36): a channel's target and signing secrets are sealed by the api (AES-256-GCM
-- under SECRETS_KEY, a fresh IV each time), so the unique index moves to a keyed digest of the target.
-- Rows stored before stay plaintext until the api, which alone holds the key, seals them on start and
-- fills their digest (channels/reseal.ts); until then a null digest stands for none.
ALTER TABLE "alert_channels" ADD COLUMN "target_digest" text;
--> statement-breakpoint
DROP INDEX "alert_channels_user_target_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_channels_user_target_digest_idx" ON "alert_channels" USING btree ("user_id","kind","target_digest");
--> statement-breakpoint
-- A used link code kept the chat's id only to recognize the same chat presenting it again (for a day at
-- most); from now on it keeps the id's digest. The plaintext ids are dropped.
UPDATE "telegram_link_codes" SET "chat_id" = NULL WHERE "chat_id" IS NOT NULL;
