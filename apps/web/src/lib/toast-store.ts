import { useSyncExternalStore } from 'react';
import { toastDurationMs } from '@tabib/shared';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** At most this many toasts show at once: a fourth replaces the oldest (decision 034: on a phone they piled up). */
export const maxToasts = 3;

/**
 * Shows a toast: errors for 3 s, successes for 5 s (product.md §9). The same message shown again
 * replaces the one still on screen rather than stacking under it.
 */
export function showToast(kind: Toast['kind'], message: string): number {
  const id = nextId;
  nextId += 1;
  const others = toasts.filter((toast) => toast.kind !== kind || toast.message !== message);
  toasts = [...others, { id, kind, message }].slice(-maxToasts);
  emit();
  return id;
}

export function toastDuration(kind: Toast['kind']): number {
  return kind === 'error' ? toastDurationMs.error : toastDurationMs.success;
}

/** The toasts on screen, oldest first. */
export function currentToasts(): Toast[] {
  return toasts;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentToasts,
    currentToasts,
  );
}
