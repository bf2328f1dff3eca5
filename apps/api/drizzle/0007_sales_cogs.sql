ALTER TABLE "sales" ADD COLUMN "cogs" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Written by hand: the cost of goods of the sales already recorded, from their lines (a sum
-- that would not fit the column is held at its largest value rather than failing the upgrade).
UPDATE "sales" SET "cogs" = least(c."cogs", 999999999999.99)
FROM (SELECT "sale_id", sum("quantity" * "cost") AS "cogs" FROM "sale_items" GROUP BY "sale_id") c
WHERE c."sale_id" = "sales"."id";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cogs_check" CHECK ("sales"."cogs" >= 0);--> statement-breakpoint
-- Written by hand: the analytics and dashboard index carries the cost of goods too.
DROP INDEX IF EXISTS "analytics_sales_business_sold_at_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_sales_business_sold_at_idx" ON "sales" USING btree ("business_id","sold_at") INCLUDE ("id","subtotal","discount","tax","total","cogs","payment_method","customer_id");
