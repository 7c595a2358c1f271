ALTER TABLE "visit_types" RENAME COLUMN "label" TO "label_fr";--> statement-breakpoint
ALTER TABLE "visit_types" ALTER COLUMN "label_fr" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_types" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "visit_types" ADD COLUMN "label_ar" text;--> statement-breakpoint
ALTER TABLE "visit_types" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_types" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_types_one_default" ON "visit_types" USING btree ("doctor_id") WHERE "visit_types"."is_default" and "visit_types"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_label_check" CHECK (coalesce("visit_types"."label_fr", "visit_types"."label_en", "visit_types"."label_ar") is not null);--> statement-breakpoint
-- Decision 054. A label had one field, French for every demo doctor and most others; one written
-- in Arabic letters only (no Latin letter) was Arabic and moves to its column.
UPDATE "visit_types" SET "label_ar" = "label_fr", "label_fr" = NULL
 WHERE "label_fr" ~ '[\u0600-\u06FF]' AND "label_fr" !~ '[A-Za-z\u00C0-\u00FF]';--> statement-breakpoint
-- The order the doctor created them in, and the first active one as the default (the page used to
-- preselect the shortest, so a new 15-minute vaccination took over a doctor's page).
UPDATE "visit_types" v SET "position" = o."position"
  FROM (SELECT "id", (row_number() OVER (PARTITION BY "doctor_id" ORDER BY "created_at", "id"))::integer AS "position"
          FROM "visit_types") o
 WHERE v."id" = o."id";--> statement-breakpoint
UPDATE "visit_types" SET "is_default" = true
 WHERE "id" IN (SELECT DISTINCT ON ("doctor_id") "id" FROM "visit_types"
                 WHERE "archived_at" IS NULL ORDER BY "doctor_id", "position", "id");
