CREATE TABLE "email_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_confirmations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_settings" DROP CONSTRAINT "booking_settings_calendarToken_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "calendar_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "calendar_retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "calendar_retired_by" text;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "booking_settings" DROP COLUMN "calendar_token";--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_calendarTokenHash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
-- Accounts made before e-mail confirmation existed count as confirmed since their creation (issue 31).
UPDATE "users" SET "email_confirmed_at" = "created_at";--> statement-breakpoint
-- Feed addresses were stored in plain text and written to request logs: every one is retired, and
-- the doctor's agenda shows the new address with the reason (issue 31, point 10).
UPDATE "booking_settings" SET "calendar_generation" = 1, "calendar_retired_at" = now(), "calendar_retired_by" = 'security';
