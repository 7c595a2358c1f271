ALTER TABLE "doctors" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "description_lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_description_lang_check" CHECK ("doctors"."description_lang" in ('fr', 'en', 'ar'));--> statement-breakpoint
-- Issue 14 (decision 035): the one description each doctor had moves to the column of its language,
-- recognised as blog posts are (content/detect-language.ts): Arabic when at least 30 % of its
-- letters are Arabic, otherwise English when it has more English than French function words,
-- otherwise French. It becomes the doctor's own language, shown where a reader's language has no text.
WITH detected AS (
  SELECT id, description,
    CASE
      WHEN length(regexp_replace(plain, '[^\u0600-\u06FF]', '', 'g')) > 0.3 * greatest(length(regexp_replace(plain, '[^[:alpha:]]', '', 'g')), 1) THEN 'ar'
      WHEN (SELECT count(*) FROM regexp_matches(lower(plain), '\m(the|and|is|are|for|in|with|on|not|more|you|we|your|who|that|this|it|of|to|a|an|be|or|as|at|by)\M', 'g'))
         > (SELECT count(*) FROM regexp_matches(lower(plain), '\m(le|la|les|des|du|de|un|une|et|est|sont|pour|dans|avec|sur|pas|plus|vous|nous|votre|qui|que|au|aux|ce|cette|il|elle)\M', 'g')) THEN 'en'
      ELSE 'fr'
    END AS lang
  FROM (SELECT id, description, regexp_replace(description, '<[^>]*>', ' ', 'g') AS plain FROM "doctors" WHERE description <> '') AS texts
)
UPDATE "doctors" SET
  "description_fr" = CASE detected.lang WHEN 'fr' THEN detected.description ELSE '' END,
  "description_en" = CASE detected.lang WHEN 'en' THEN detected.description ELSE '' END,
  "description_ar" = CASE detected.lang WHEN 'ar' THEN detected.description ELSE '' END,
  "description_lang" = detected.lang
FROM detected WHERE "doctors".id = detected.id;
