/** Profile section "My data" (issue 12, law 09-08): being written. */
export function MyData() {
  return null;
}
