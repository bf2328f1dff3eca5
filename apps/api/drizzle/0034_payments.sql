CREATE TABLE "mpesa_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"shortcode" text NOT NULL,
	"passkey_enc" text NOT NULL,
	"consumer_key_enc" text NOT NULL,
	"consumer_secret_enc" text NOT NULL,
	"c2b_token_hash" text,
	"c2b_registered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_settings_type_check" CHECK ("mpesa_settings"."type" in ('till', 'paybill'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"phone" text,
	"payer_name" text,
	"mpesa_receipt" text,
	"provider_ref" text,
	"callback_token_hash" text,
	"result_code" text,
	"result_desc" text,
	"sale_id" uuid,
	"customer_payment_id" uuid,
	"customer_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending', 'paid', 'failed', 'cancelled', 'timed_out', 'unmatched', 'matched', 'dismissed')),
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('stk', 'c2b', 'paystack'))
);
--> statement-breakpoint
CREATE TABLE "paystack_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"secret_key_enc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "mpesa_receipt" text;--> statement-breakpoint
ALTER TABLE "mpesa_settings" ADD CONSTRAINT "mpesa_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_payment_id_customer_payments_id_fk" FOREIGN KEY ("customer_payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_settings" ADD CONSTRAINT "paystack_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_settings_shortcode_idx" ON "mpesa_settings" USING btree ("shortcode");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_sale_key" ON "payments" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("source","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_business_status_idx" ON "payments" USING btree ("business_id","status","created_at");