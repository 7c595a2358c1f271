import { apiSend } from './api-client.ts';
import { clearSession, currentSession } from './session.ts';

/** Logout: the server revokes the token (best effort), the browser forgets it either way. */
export async function signOut(): Promise<void> {
  if (currentSession()) await apiSend('POST', '/api/users/logout/').catch(() => undefined);
  clearSession();
}
