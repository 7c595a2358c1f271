/**
 * Runs `task` once the browser has nothing more urgent to do (after the first paint), or at once
 * after the current task where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
