-- Trigram matching for tolerant doctor, speciality and city search (product.md §10, "Search").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
