-- Trigram matching for tolerant doctor, speciality and city search (decisions.md, "Search").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
