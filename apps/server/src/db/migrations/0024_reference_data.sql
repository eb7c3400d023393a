CREATE TABLE "reference_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"values" jsonb NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_by" text NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reference_data_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_data_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"values" jsonb NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"loaded_by" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reference_data_kind_period_key" ON "reference_data" USING btree ("kind","period");--> statement-breakpoint
CREATE INDEX "reference_data_log_kind_period_idx" ON "reference_data_log" USING btree ("kind","period");