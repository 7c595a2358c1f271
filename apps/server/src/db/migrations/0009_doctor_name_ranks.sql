CREATE TABLE "doctor_name_ranks" (
	"word_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"rank_score" double precision NOT NULL,
	"rating_count" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"speciality_id" integer,
	"city_id" integer,
	"gender" text NOT NULL,
	"word_ids" integer[] NOT NULL,
	CONSTRAINT "doctor_name_ranks_doctor_id_word_id_pk" PRIMARY KEY("doctor_id","word_id")
);
--> statement-breakpoint
DROP INDEX "doctors_name_words";--> statement-breakpoint
ALTER TABLE "doctor_name_ranks" ADD CONSTRAINT "doctor_name_ranks_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A name search (decision 033) reads one typed word's doctors in rank order and stops after a page,
-- and counts the matches, from this index alone: its key is the ranking order of product.md §10 and
-- it carries the filters and the doctor's other words, so neither the page nor the count visits a
-- table.
CREATE INDEX "doctor_name_ranks_by_word" ON "doctor_name_ranks" USING btree (
  "word_id", "rank_score" DESC NULLS FIRST, "rating_count" DESC NULLS FIRST, "last_name", "first_name", "doctor_id"
) INCLUDE ("speciality_id", "city_id", "gender", "word_ids");
--> statement-breakpoint
-- One row per word of each given doctor, each carrying all the doctor's word ids.
CREATE FUNCTION insert_doctor_name_ranks(changed doctors[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO doctor_name_ranks
      (word_id, doctor_id, rank_score, rating_count, last_name, first_name, speciality_id, city_id, gender, word_ids)
    SELECT word_id, doctor.id, doctor.rank_score, doctor.rating_count, doctor.last_name, doctor.first_name,
        doctor.speciality_id, doctor.city_id, doctor.gender, named.word_ids
      FROM unnest(changed) AS doctor
      CROSS JOIN LATERAL (
        SELECT array_agg(DISTINCT words.id ORDER BY words.id) AS word_ids
          FROM unnest(doctor.name_words) AS name(word) JOIN doctor_name_words AS words ON words.word = name.word
      ) AS named
      CROSS JOIN unnest(named.word_ids) AS word_id;
$$;
--> statement-breakpoint
-- A new doctor: its words join the vocabulary (as in 0008), then its rows. One statement per insert
-- statement, so a bulk load of 100,000 doctors writes its 400,000 rows at once.
CREATE OR REPLACE FUNCTION add_doctor_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word)
    SELECT DISTINCT word FROM new_rows, unnest(new_rows.name_words) AS word WHERE word <> ''
    ON CONFLICT (word) DO NOTHING;
  PERFORM insert_doctor_name_ranks(array(SELECT new_rows::doctors FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A renamed doctor: new words join the vocabulary and its rows become those of its new words.
CREATE OR REPLACE FUNCTION add_renamed_doctor_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_name_words (word)
    SELECT DISTINCT word FROM unnest(NEW.name_words) AS word WHERE word <> ''
    ON CONFLICT (word) DO NOTHING;
  DELETE FROM doctor_name_ranks WHERE doctor_id = NEW.id;
  PERFORM insert_doctor_name_ranks(array[NEW]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A review moves the rank; a profile edit may change the speciality, city, gender or name order.
CREATE FUNCTION update_doctor_name_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctor_name_ranks SET rank_score = NEW.rank_score, rating_count = NEW.rating_count,
      last_name = NEW.last_name, first_name = NEW.first_name, speciality_id = NEW.speciality_id,
      city_id = NEW.city_id, gender = NEW.gender
    WHERE doctor_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_name_ranks_updated
  AFTER UPDATE OF rank_score, rating_count, last_name, first_name, speciality_id, city_id, gender ON doctors
  FOR EACH ROW WHEN (
    (OLD.rank_score, OLD.rating_count, OLD.last_name, OLD.first_name, OLD.speciality_id, OLD.city_id, OLD.gender)
    IS DISTINCT FROM
    (NEW.rank_score, NEW.rating_count, NEW.last_name, NEW.first_name, NEW.speciality_id, NEW.city_id, NEW.gender)
  )
  EXECUTE FUNCTION update_doctor_name_ranks();
--> statement-breakpoint
SELECT insert_doctor_name_ranks(array(SELECT doctors FROM doctors));
