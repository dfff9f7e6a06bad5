CREATE TABLE "payment_card_pins" (
	"ma_the" text PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"khoa_the" integer,
	"sai" integer DEFAULT 0 NOT NULL,
	"sai_tu" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);--> statement-breakpoint
CREATE TABLE "card_keys" (
	"version" integer PRIMARY KEY NOT NULL,
	"wrapped_key" text NOT NULL,
	"wrapped_index_key" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);--> statement-breakpoint
-- A history line names its card by the number's blind index from now on (the number itself is encrypted, each time
-- with another IV): the key on the number goes, the one on the index comes at the end.
ALTER TABLE "customer_card_histories" DROP CONSTRAINT "customer_card_histories_card_fk";--> statement-breakpoint
DROP INDEX "customer_card_histories_so_the_list";--> statement-breakpoint
DROP INDEX "customer_cards_so_the_unique";--> statement-breakpoint
DROP INDEX "customer_cards_so_the_list";--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD COLUMN "so_the_cuoi" text;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "so_the_cuoi" text;--> statement-breakpoint
-- The last four digits of the numbers already kept (in clear until the server seals them: a migration has no key).
UPDATE "customer_cards" SET "so_the_cuoi" = right("so_the", 4);--> statement-breakpoint
UPDATE "customer_card_histories" SET "so_the_cuoi" = right("so_the", 4);--> statement-breakpoint
ALTER TABLE "customer_card_histories" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_the_cuoi", '') || ' ' || coalesce("ten_kh", ''))) STORED;--> statement-breakpoint
ALTER TABLE "customer_card_histories" drop column "search_pairs";--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_the_cuoi", '') || ' ' || coalesce("ten_kh", '')))) STORED;--> statement-breakpoint
ALTER TABLE "customer_cards" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_the_cuoi", '') || ' ' || coalesce("ten_kh", ''))) STORED;--> statement-breakpoint
ALTER TABLE "customer_cards" drop column "search_pairs";--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_the_cuoi", '') || ' ' || coalesce("ten_kh", '')))) STORED;--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD COLUMN "so_the_bi" text;--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD COLUMN "khoa_the" integer;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "so_the_bi" text;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD COLUMN "khoa_the" integer;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "co_pin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_card_histories_so_the_cuoi_list" ON "customer_card_histories" USING btree ("so_the_cuoi","id");--> statement-breakpoint
CREATE INDEX "customer_card_histories_so_the_bi" ON "customer_card_histories" USING btree ("so_the_bi");--> statement-breakpoint
CREATE INDEX "customer_cards_so_the_cuoi_list" ON "customer_cards" USING btree ("so_the_cuoi","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_so_the_bi" ON "customer_cards" USING btree ("so_the_bi");--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD CONSTRAINT "customer_card_histories_card_fk" FOREIGN KEY ("so_the_bi") REFERENCES "customer_cards"("so_the_bi") ON UPDATE no action ON DELETE no action;
--> statement-breakpoint
ALTER TABLE "payment_card_pins" ADD CONSTRAINT "payment_card_pins_card_fk" FOREIGN KEY ("ma_the") REFERENCES "payment_cards"("ma_the") ON UPDATE CASCADE ON DELETE CASCADE;
