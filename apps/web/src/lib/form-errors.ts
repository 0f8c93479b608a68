/**
 * The API names the bad field in its message: "email: An account with this e-mail already exists",
 * several issues joined with "; ". These helpers put each one on its form field and keep the rest
 * for the form-level alert.
 */
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { parseFieldMessages } from './field-messages';

/** Field errors of a 4xx reply that belong to one of `fields`. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): { field: string; message: string }[] {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 429) return [];
  return parseFieldMessages(error.message).filter(
    (part): part is { field: string; message: string } => part.field !== null && fields.includes(part.field),
  );
}

/** What is left for the form-level alert once field errors are on their fields ('' when nothing). */
export function remainingMessage(error: unknown, fields: readonly string[]): string {
  if (!isApiError(error)) return '';
  const onFields = serverFieldErrors(error, fields);
  if (onFields.length === 0) return '';
  const rest = parseFieldMessages(error.message).filter((part) => !part.field || !fields.includes(part.field));
  return rest.map((part) => part.message).join(' ');
}

/** Puts a failed submit's field errors on the form's fields. */
export function useServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  useEffect(() => {
    for (const { field, message } of serverFieldErrors(error, fields)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    }
    // `fields` is compared by value: callers may pass a fresh array on every render.
  }, [error, setError, fields.join('|')]);
}
