/**
 * Where the focus goes in a horizontal toolbar for a key (WAI-ARIA toolbar pattern): the arrows
 * move to the next or previous button and wrap, Home and End go to the ends. In a right-to-left
 * page the buttons run from the right, so the arrows swap (as the rating slider's do, decision 015).
 * Null for any other key: the browser keeps it.
 */
export function toolbarFocusTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
