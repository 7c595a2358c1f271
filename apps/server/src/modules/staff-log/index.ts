/**
 * The staff's append-only log (decisions 038, 039): verification and moderation write a line in
 * their own transaction; the admin area reads it. Below both, so neither imports the other.
 */
export { findModerationLog, logModeration, type ModerationEntry } from './staff-log-repository.ts';
