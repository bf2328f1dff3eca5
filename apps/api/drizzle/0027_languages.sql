-- The language a user reads the app, its emails and notifications in, and the language a
-- business's customers read (public shop, WhatsApp order text). Existing rows get 'en'.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'sw', 'fr', 'ha', 'yo'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_language_check" CHECK ("businesses"."language" in ('en', 'sw', 'fr', 'ha', 'yo'));
