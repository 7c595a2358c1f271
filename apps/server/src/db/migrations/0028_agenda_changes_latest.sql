-- An appointment's latest change (decision 068): the last entry of (appointment_id, at, id), read by one
-- backward index step per appointment, where a lone appointment_id index left the planner sorting.
DROP INDEX "agenda_changes_appointment";--> statement-breakpoint
CREATE INDEX "agenda_changes_appointment_at" ON "agenda_changes" USING btree ("appointment_id","at","id");