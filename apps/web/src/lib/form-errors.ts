/**
 * A failed submit's errors on the form: the reply's `issues` (each with its `field` and a message
 * without the field name), else its single `field`, go onto the form fields they name; whatever
 * names no field of the form is the form-level alert. Decided on `status`/`code` and `field`,
 * never on message text.
 */
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { describeError, isApiError, withoutFieldPrefix, type ApiError } from './api-client';

export interface FieldMessage {
  field: string;
  message: string;
}

export interface ServerFieldOptions {
  /** API field name -> form field name, where the form names a field differently (`phone_number` -> `phone`). */
  aliases?: Readonly<Record<string, string>>;
}

/** Replies whose field errors belong on the form: 4xx answers about the request, not rate limits. */
function isFieldReply(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && !error.isRateLimited;
}

/** Every field message of a reply, with the form's names for the fields. */
function fieldMessages(error: ApiError, options: ServerFieldOptions): FieldMessage[] {
  const rename = (field: string) => options.aliases?.[field] ?? field;
  if (error.issues.length > 0)
    return error.issues.map((issue) => ({ field: rename(issue.field), message: issue.message }));
  if (error.field) return [{ field: rename(error.field), message: withoutFieldPrefix(error.message, error.field) }];
  return [];
}

/** Field errors of a 4xx reply that belong to one of `fields` (first message per field). */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  options: ServerFieldOptions = {},
): FieldMessage[] {
  if (!isFieldReply(error)) return [];
  const seen = new Set<string>();
  return fieldMessages(error, options).filter(({ field }) => {
    if (!fields.includes(field) || seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}

/**
 * What is left for the form-level alert once field errors are on their fields: '' when every
 * message sits on a field; the whole error (as people read it) when none does.
 */
export function formLevelMessage(error: unknown, fields: readonly string[], options: ServerFieldOptions = {}): string {
  if (!error) return '';
  if (serverFieldErrors(error, fields, options).length === 0) return describeError(error);
  const rest = fieldMessages(error as ApiError, options).filter(({ field }) => !fields.includes(field));
  return rest.map(({ message }) => message).join(' ');
}

/** Puts a failed submit's field errors on the form's fields (the first one focused). */
export function useServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ServerFieldOptions = {},
): void {
  const aliases = JSON.stringify(options.aliases ?? {});
  useEffect(() => {
    serverFieldErrors(error, fields, options).forEach(({ field, message }, index) => {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    // `fields` and `aliases` are compared by value: callers may pass fresh ones on every render.
  }, [error, setError, fields.join('|'), aliases]);
}

/** Every path of a nested react-hook-form error object that carries a message ("tasks.0.number"). */
export function errorPaths(errors: FieldValues, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return [
      ...('message' in value && typeof value.message === 'string' ? [path] : []),
      ...errorPaths(value as FieldValues, path),
    ];
  });
}

/**
 * A field showing a message is checked again as anything in the form changes, so the message goes once
 * it is put right (forms checked on submit or "Next" only, not before anyone typed).
 */
export function useRecheckShownErrors<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const shown = errorPaths(form.formState.errors).filter((path) => path !== 'root') as Path<T>[];
      if (shown.length) void form.trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
