import { apiGet } from '../../../lib/api-client.ts';

/**
 * The scan of an Ordre card, fetched with the token (it is served to staff only, never cached) and
 * handed to the page as a blob: address; the caller revokes it when done.
 */
export async function fetchVerificationDocument(
  id: number,
  signal?: AbortSignal,
): Promise<{ url: string; type: string }> {
  const blob = await apiGet<Blob>(`/api/admin/verifications/${id}/document/`, {}, { signal, blob: true });
  return { url: URL.createObjectURL(blob), type: blob.type };
}
