/** In public a reviewer is a first name and a last initial (product.md §10, law 09-08). */
export function publicAuthorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
