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

/** Shows a toast: errors for 3 s, successes for 5 s (product.md §9). */
export function showToast(kind: Toast['kind'], message: string): number {
  const id = nextId;
  nextId += 1;
  toasts = [...toasts, { id, kind, message }];
  emit();
  return id;
}

export function toastDuration(kind: Toast['kind']): number {
  return kind === 'error' ? toastDurationMs.error : toastDurationMs.success;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
