import { useMutation } from '@tanstack/react-query';
import { apiGetWithHeaders } from '../../../lib/api-client.ts';

/** The file name the server gives the download (`tabib-data-YYYY-MM-DD.json`), or a plain one. */
function attachmentName(headers: Headers): string {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'tabib-data.json';
}

/**
 * GET /api/users/profile/data/ (law 09-08, decision 037): everything Tabib holds about the user, as
 * the JSON file the server names. Fetched with the bearer token, then saved by the browser.
 */
export async function downloadPersonalData(): Promise<string> {
  const { data, headers } = await apiGetWithHeaders<unknown>('/api/users/profile/data/');
  const name = attachmentName(headers);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}
