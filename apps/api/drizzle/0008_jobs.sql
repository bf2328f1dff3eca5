CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."singleton_key" is not null and "jobs"."status" <> 'failed';--> statement-breakpoint
-- hand-written below
-- The email outbox becomes send_email jobs: emails still waiting move to the queue, then the
-- outbox goes (drizzle-kit generates the DROP; it is kept here so it runs after the copy).
INSERT INTO "jobs" ("name", "payload", "run_at", "attempts", "last_error")
SELECT 'send_email',
       jsonb_strip_nulls(jsonb_build_object('to', "to", 'subject', "subject", 'text', "text", 'html', "html")),
       "next_attempt_at", "attempts", "last_error"
FROM "email_outbox" WHERE "status" = 'pending' ORDER BY "created_at";--> statement-breakpoint
DROP TABLE "email_outbox" CASCADE;
