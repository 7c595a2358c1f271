import { useLayoutEffect, type RefObject } from 'react';

/**
 * Computed lengths set through the CSSOM, which the strict CSP allows, where a `style` attribute in
 * the server's markup would be refused (`style-src 'self'`, decision 046).
 */
export function useStyleProperties(ref: RefObject<HTMLElement | null>, properties: Record<string, string>): void {
  const text = JSON.stringify(properties);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(JSON.parse(text) as Record<string, string>)) {
      element.style.setProperty(name, value);
    }
  }, [ref, text]);
}
