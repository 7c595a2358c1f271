import { ApiError } from './api-client.ts';

/**
 * The field errors of a refused request that belong to a form's fields: the server names them by
 * path (`body.email`, `body.doctor_profile.description`), the form by its field names (product.md
 * §10: errors show under their fields). `aliases` maps a server path to a field of another name.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
  aliases: Partial<Record<string, Name>> = {},
): Array<[Name, string]> {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<Name, string>();
  for (const [path, key] of Object.entries(error.fields)) {
    const bare = path.replace(/^body\./, '');
    const name = aliases[bare] ?? (names as readonly string[]).find((candidate) => candidate === bare);
    if (name !== undefined && !found.has(name as Name)) found.set(name as Name, key);
  }
  return [...found];
}
