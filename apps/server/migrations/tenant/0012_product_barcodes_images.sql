CREATE TABLE "product_barcodes" (
	"ma_vach" text PRIMARY KEY NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_ma_vt_products_ma_vt_fk" FOREIGN KEY ("ma_vt") REFERENCES "public"."products"("ma_vt") ON DELETE cascade ON UPDATE cascade DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_ma_dvt_units_ma_dvt_fk" FOREIGN KEY ("ma_dvt") REFERENCES "public"."units"("ma_dvt") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_barcodes_ma_vt" ON "product_barcodes" USING btree ("ma_vt");