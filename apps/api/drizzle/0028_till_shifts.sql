-- Shifts and cash-up. A till (register) has at most one open shift; a sale belongs to
-- the open shift of its register. Pay-ins and pay-outs are cash movements of a shift.
CREATE TABLE "shift_cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_movements_type_check" CHECK ("type" in ('in', 'out')),
	CONSTRAINT "shift_cash_movements_amount_check" CHECK ("shift_cash_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"register" text DEFAULT 'Main' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opening_float" numeric(14, 2) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"expected_cash" numeric(14, 2),
	"counted_cash" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_status_check" CHECK ("status" in ('open', 'closed')),
	CONSTRAINT "shifts_amounts_check" CHECK ("shifts"."opening_float" >= 0 and coalesce("shifts"."counted_cash", 0) >= 0),
	CONSTRAINT "shifts_closed_check" CHECK (("shifts"."status" = 'open') = ("shifts"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "register" text DEFAULT 'Main' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift_idx" ON "shift_cash_movements" USING btree ("shift_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_register_key" ON "shifts" USING btree ("business_id","register") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shifts_business_opened_at_idx" ON "shifts" USING btree ("business_id","opened_at");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_shift_idx" ON "sales" USING btree ("shift_id");--> statement-breakpoint
-- Issues 43 and 44: new kinds of stock entry, and what wrote them.
ALTER TABLE "stock_entries" DROP CONSTRAINT "stock_entries_type_check";--> statement-breakpoint
ALTER TABLE "stock_entries" ADD COLUMN "reference_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_type_check" CHECK ("type" in ('opening', 'restock', 'adjustment', 'damage', 'return', 'sale', 'refund', 'purchase', 'count', 'transfer_in', 'transfer_out'));