DROP INDEX "push_subscriptions_endpoint_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_user_unique" ON "push_subscriptions" USING btree ("endpoint","user_id");