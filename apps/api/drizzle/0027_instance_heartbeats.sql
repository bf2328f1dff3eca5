-- Every server instance's heartbeat for the admin health (ADR 066): each instance upserts its own
-- row every INSTANCE_HEARTBEAT_MS (beat_at on the database's clock, so instances' clocks do not
-- matter) and deletes it on a clean stop; a row older than three periods is a dead instance.
CREATE TABLE "instance_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"every_ms" integer NOT NULL,
	"uptime_seconds" integer NOT NULL,
	"rss_bytes" bigint NOT NULL,
	"socket_users" integer NOT NULL,
	"socket_connections" integer NOT NULL,
	"jobs_running" integer NOT NULL,
	"jobs_done" integer NOT NULL,
	"jobs_failed" integer NOT NULL,
	"emails_sent" integer NOT NULL,
	"email_failures" integer NOT NULL,
	"email_last_error" jsonb
);
