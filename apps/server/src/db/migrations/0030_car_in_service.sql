ALTER TABLE "cars" ADD COLUMN "in_service_since" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "in_service_odometer_km" integer;