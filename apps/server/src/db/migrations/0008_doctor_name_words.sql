CREATE TABLE "doctor_name_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_name_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL,
	CONSTRAINT "doctor_name_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
DROP INDEX "doctors_name_search_trgm";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (string_to_array(name_search, ' ')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_name_words" ON "doctors" USING gin ("name_words");
--> statement-breakpoint
-- The name vocabulary (decision 032): every word of a doctor's name, added when a doctor is written
-- (ON CONFLICT: a word already known keeps its id; the id only grows, so servers read what is new).
-- One statement per insert or update statement, so a bulk load of 100,000 doctors adds its words once.
CREATE FUNCTION add_doctor_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word)
    SELECT DISTINCT word FROM new_rows, unnest(new_rows.name_words) AS word WHERE word <> ''
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_name_words_inserted AFTER INSERT ON doctors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_doctor_name_words();
--> statement-breakpoint
-- A renamed doctor: a row trigger that only fires when the name changed (a review's rating update
-- does not pay for it; a statement trigger with a transition table cannot have that condition).
CREATE FUNCTION add_renamed_doctor_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word)
    SELECT DISTINCT word FROM unnest(NEW.name_words) AS word WHERE word <> ''
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_name_words_renamed AFTER UPDATE OF name_search ON doctors
  FOR EACH ROW WHEN (OLD.name_search IS DISTINCT FROM NEW.name_search)
  EXECUTE FUNCTION add_renamed_doctor_name_words();
--> statement-breakpoint
INSERT INTO doctor_name_words (word)
  SELECT DISTINCT word FROM doctors, unnest(doctors.name_words) AS word WHERE word <> ''
  ON CONFLICT (word) DO NOTHING;
