/**
 * The login form's rules: the shared login schema through zod, in a module of its own that the login form fetches
 * after it shows (components/LoginForm.tsx), so the login pages load no zod before they show (issue 22).
 */
import { loginRequestSchema, type LoginRequest } from '@app/shared/auth';

export type LoginField = 'username' | 'password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The request to send, or the first message of each field the schema refuses (as zodResolver gives them). */
export function checkLogin(
  values: unknown,
): { data: LoginRequest; errors: null } | { data: null; errors: LoginErrors } {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { data: null, errors };
}
