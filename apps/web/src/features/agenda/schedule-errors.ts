import { get, type FieldError } from 'react-hook-form';

/**
 * The error of a whole list (overlapping hours, a date given twice): the resolver files it under
 * `root` of a field array, the server's answer under the list itself.
 */
export function arrayError(errors: { root?: FieldError; message?: unknown } | undefined): string | undefined {
  const message = errors?.root?.message ?? errors?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The error key of one field of the schedule form, by its path (`absences.0.to`). */
export function fieldError(errors: unknown, path: string): string | undefined {
  const found: { message?: unknown } | undefined = get(errors, path);
  const message = found?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
