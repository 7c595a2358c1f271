import { useSession } from './session.ts';

/**
 * Who is asking: the signed-in user's id, or null. Query keys of answers that differ by viewer
 * (a doctor's phone, `my_review`, the user's own lists) carry it, so an answer cached for one user
 * is never painted for another (decision 021).
 */
export function useViewer(): number | null {
  return useSession()?.id ?? null;
}
