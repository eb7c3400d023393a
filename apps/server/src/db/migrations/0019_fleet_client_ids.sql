ALTER TABLE "car_trips" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "fuel_fills" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "car_trips_tenant_client_id_idx" ON "car_trips" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_fills_tenant_client_id_idx" ON "fuel_fills" USING btree ("tenant_id","client_id");