import { startTransition, useEffect, useState } from 'react';
import type { TUserInfo } from '@tabib/shared';
import { whenIdle } from './when-idle.ts';

/** product.md §3: the login info is kept in local storage under `userInfo` and restored at start. */
const storageKey = 'userInfo';
const changeEvent = 'tabib:session';

let cached: { raw: string | null; info: TUserInfo | null } = { raw: null, info: null };

/** The stored text, or null where there is no local storage (tests in Node, storage disabled). */
function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The stored user while their token is valid. Only what the first paint needs is checked here (a
 * token, not expired); the whole record is checked against the shared ZUserInfo once the page is
 * idle (`checkStoredSession`), which keeps zod out of the first bundle (decision 021).
 */
function parse(raw: string | null): TUserInfo | null {
  const parsed = parseJson(raw) as Partial<TUserInfo> | null;
  if (!parsed || typeof parsed.token !== 'string') return null;
  if (parsed.expires_at && !(Date.parse(parsed.expires_at) > Date.now())) return null;
  return parsed as TUserInfo;
}

function read(): TUserInfo | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, info: parse(raw) };
  return cached.info;
}

export function currentSession(): TUserInfo | null {
  return read();
}

export function saveSession(info: TUserInfo): void {
  window.localStorage.setItem(storageKey, JSON.stringify(info));
  window.dispatchEvent(new Event(changeEvent));
}

/** Logout, or a 401 from the server: forget the token (the query cache follows, decision 021). */
export function clearSession(): void {
  window.localStorage.removeItem(storageKey);
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` whenever the session may have changed, in this tab or another. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Checks the stored record against the shared ZUserInfo when the browser is idle, and signs out
 * a record that is not one (written by an older version, or edited by hand). Signed-out visitors
 * load nothing.
 */
export function checkStoredSession(): void {
  const raw = readRaw();
  if (raw === null) return;
  const check = () => {
    void import('./wire-schemas.ts').then(({ ZUserInfo }) => {
      if (readRaw() === raw && !ZUserInfo.safeParse(parseJson(raw)).success) clearSession();
    });
  };
  whenIdle(check);
}

/**
 * Whether the page is being hydrated from the server's markup, rendered for a visitor (main.tsx
 * says so before hydrating): until its content is hydrated, every first render says "nobody" too.
 */
let hydrating = false;

export function hydrateAsVisitor(): void {
  hydrating = true;
}

/**
 * The page's content is hydrated (language-layout.tsx): the reader's parts fill in now, in a
 * transition, so React finishes hydrating what still waits for its module (the booking block)
 * instead of replacing it with its loading view: the page would fold and unfold (decision 046, a layout
 * shift of 1.49 for a signed-in reader). The server's answers stand meanwhile under the reader's
 * keys (server-answers.ts).
 */
export function endVisitorHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  window.dispatchEvent(new Event(changeEvent));
}

/** The signed-in user, kept in step across components and browser tabs. */
export function useSession(): TUserInfo | null {
  const [session, setSession] = useState<TUserInfo | null>(() => (hydrating ? null : read()));
  useEffect(() => {
    const update = () => {
      if (!hydrating) startTransition(() => setSession(read()));
    };
    update();
    return subscribeToSession(update);
  }, []);
  return session;
}
