import { mobileBreakpointPx } from '@tabib/shared';

/**
 * The screens wide enough for the header's links in its bar and the selected doctor beside the
 * list (product.md §9); narrower ones get the menu and the list alone.
 */
export const wideScreenQuery = `(min-width: ${mobileBreakpointPx}px)`;

/** Whether the screen is wide now (wideScreenQuery). */
export function isWideScreen(): boolean {
  return window.matchMedia(wideScreenQuery).matches;
}
