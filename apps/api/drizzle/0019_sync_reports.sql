CREATE TABLE "sync_reports" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"waiting" integer NOT NULL,
	"oldest_waiting_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_reports_business_id_user_id_device_id_pk" PRIMARY KEY("business_id","user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "sync_reports" ADD CONSTRAINT "sync_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_reports" ADD CONSTRAINT "sync_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_reports_user_idx" ON "sync_reports" USING btree ("user_id");