ALTER TABLE "specialities" ADD COLUMN "label_fr_feminine" text;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "label_ar_feminine" text;