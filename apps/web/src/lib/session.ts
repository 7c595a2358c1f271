import { useSyncExternalStore } from 'react';
import type { TUserInfo } from '@tabib/shared';

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

function parse(raw: string | null): TUserInfo | null {
  try {
    const parsed = raw ? (JSON.parse(raw) as TUserInfo) : null;
    const valid =
      parsed && typeof parsed.token === 'string' && (!parsed.expires_at || Date.parse(parsed.expires_at) > Date.now());
    return valid ? parsed : null;
  } catch {
    return null;
  }
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

/** Logout, or a 401 from the server: forget the token and everything cached for the user. */
export function clearSession(): void {
  window.localStorage.removeItem(storageKey);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in user, kept in step across components and browser tabs. */
export function useSession(): TUserInfo | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
