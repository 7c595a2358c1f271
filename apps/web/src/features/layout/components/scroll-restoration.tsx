import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a place is sought while the page is still being drawn (a module, its data): 120 frames. */
const settlingFrames = 120;

type Place = () => number | undefined;

/** Where each history entry was left, by the router's key: Back and Forward return there. */
const positions = new Map<string, number>();
/** The entry on screen: its key, and its page (path and #anchor). */
let shown: { key: string; page: string } | null = null;
/** Where the entry on screen is going and has not got yet. */
let pending: Place | undefined;
/** False while React hides the page (a language's texts loading): its scrolling is not the reader's. */
let live = false;

function rememberPosition(): void {
  if (live && shown) positions.set(shown.key, window.scrollY);
}

/** The top of the element a `#hash` names, or undefined while the page has not drawn it yet. */
function anchorTop(hash: string): number | undefined {
  const element = document.getElementById(decodeURIComponent(hash.slice(1)));
  return element ? element.getBoundingClientRect().top + window.scrollY : undefined;
}

/**
 * Where a navigation lands: Back or Forward where the entry was left, else at its #anchor, else at
 * the top of a new page (or of the same one left from an anchor); another query on the same page
 * stays put (undefined).
 */
function landingPlace(saved: number | undefined, hash: string, moved: boolean): Place | undefined {
  if (saved !== undefined) return () => saved;
  if (hash) return () => anchorTop(hash);
  return moved ? () => 0 : undefined;
}

/**
 * Scrolls to the pending place and again on the following frames until the page holds it: the page
 * may still grow (data, a module) or a page's own effect may scroll. Held, given up after
 * `settlingFrames`, or ended by the reader's own wheel, touch or key, the place is no longer
 * pending. Returns the way to pause it (the page hidden, or left).
 */
function seekPendingPlace(): () => void {
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const;
  let frame = 0;
  let framesLeft = settlingFrames;
  const pause = () => {
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, settle);
  };
  const settle = () => {
    pending = undefined;
    pause();
  };
  const step = () => {
    const top = pending?.();
    if (top !== undefined) {
      window.scrollTo({ top, behavior: 'instant' });
      // Held from one frame to the next: the page is drawn there.
      if (framesLeft < settlingFrames && Math.abs(window.scrollY - top) < 1) return settle();
    }
    framesLeft -= 1;
    if (framesLeft > 0) frame = requestAnimationFrame(step);
    else settle();
  };
  for (const type of interruptions) window.addEventListener(type, settle, { passive: true });
  step();
  return pause;
}

/**
 * The declarative router (BrowserRouter, main.tsx) has no <ScrollRestoration/>: this is its equivalent
 * (decision 052). A new page opens at its top, or at its #anchor; Back and Forward return where the
 * reader was; another query on the same page (a page of results, more reviews) leaves the reader
 * where they are, the page moving its own focus where that matters. The first page is the
 * browser's: its anchor, or a reload's position.
 */
export function ScrollRestoration(): null {
  const { key, pathname, hash } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    // In-app entries: the browser would restore them before their page is drawn, and wrongly.
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    // Leaving the document (reload, another site), the browser's own restoration serves best.
    const automatic = () => {
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', rememberPosition, { passive: true });
    window.addEventListener('pagehide', automatic);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', rememberPosition);
      window.removeEventListener('pagehide', automatic);
      window.removeEventListener('pageshow', manual);
      automatic();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown;
    const left = previous ? positions.get(previous.key) : undefined;
    shown = { key, page: pathname + hash };
    live = true;
    if (previous?.key === key) {
      // Shown again after React hid it (a language's texts loading): on to where it was going, or
      // back to where it was.
      pending ??= left === undefined ? undefined : () => left;
    } else if (previous) {
      const saved = action === 'POP' ? positions.get(key) : undefined;
      pending = landingPlace(saved, hash, previous.page !== shown.page);
    }
    const pause = pending && seekPendingPlace();
    return () => {
      live = false;
      pause?.();
    };
  }, [key, pathname, hash, action]);

  return null;
}
