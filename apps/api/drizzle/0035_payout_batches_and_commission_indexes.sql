CREATE TABLE "affiliate_payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payout_count" integer NOT NULL,
	"total_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "affiliate_payout_batches_paid_idx" ON "affiliate_payout_batches" USING btree ("paid_at","id");--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_batch_id_affiliate_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."affiliate_payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_status_idx" ON "affiliate_commissions" USING btree ("status","ordered_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_brand_status_idx" ON "affiliate_commissions" USING btree ("brand_id","status","ordered_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_batch_idx" ON "affiliate_payouts" USING btree ("batch_id");