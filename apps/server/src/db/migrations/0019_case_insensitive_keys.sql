-- Customer codes, a customer's branch codes and agreement numbers are the same whatever their case:
-- every save, import and data sync already compares them so. Their keys now say it to the database
-- too, so that no writer can store 'ABC' beside 'abc', and the lookups by lower case use an index.
-- A database that holds two such values anyway (written past Jobline) stops here, naming the value:
-- rename or merge one of them, then start again.
ALTER TABLE "agreements" DROP CONSTRAINT "agreements_number_unique";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_customer_code_key";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_code_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_number_unique" ON "agreements" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_customer_code_key" ON "branches" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_unique" ON "customers" USING btree (lower("code"));