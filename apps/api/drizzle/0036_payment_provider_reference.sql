-- The provider's receipt gets a provider-neutral home: M-Pesa receipt numbers and Paystack references.
ALTER TABLE "payments" RENAME COLUMN "mpesa_receipt" TO "receipt";--> statement-breakpoint
ALTER TABLE "sales" RENAME COLUMN "mpesa_receipt" TO "payment_reference";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_provider" text;--> statement-breakpoint
UPDATE "sales" s SET "payment_provider" = CASE WHEN EXISTS (
  SELECT 1 FROM "payments" p WHERE p."sale_id" = s."id" AND p."source" = 'paystack'
) THEN 'paystack' ELSE 'mpesa' END WHERE s."payment_reference" IS NOT NULL
  OR EXISTS (SELECT 1 FROM "payments" p WHERE p."sale_id" = s."id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payment_provider_check" CHECK ("sales"."payment_provider" in ('mpesa', 'paystack')
        or "sales"."payment_provider" is null and "sales"."payment_reference" is null);
