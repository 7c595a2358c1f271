import { useEffect, useState } from 'react';

/** A chosen file and the `blob:` address that previews it. */
export interface PhotoChoice {
  file: File;
  url: string;
}

/**
 * The photo chosen in a file input, with one `blob:` address made when it is chosen and revoked
 * when another is chosen or the form goes: previewing no longer leaks an address per render.
 */
export function usePhotoChoice(): [PhotoChoice | null, (file: File | null) => void] {
  const [choice, setChoice] = useState<PhotoChoice | null>(null);
  useEffect(() => {
    if (!choice) return;
    return () => URL.revokeObjectURL(choice.url);
  }, [choice]);
  const choose = (file: File | null) => setChoice(file ? { file, url: URL.createObjectURL(file) } : null);
  return [choice, choose];
}
