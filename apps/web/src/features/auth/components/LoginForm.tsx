import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginRequest } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { AUTH_AREA_PATHS, type AuthArea } from '../lib/auth-areas';
import type { LoginErrors, LoginField } from '../lib/login-rules';

type Values = Record<LoginField, string>;

const FIELDS = ['username', 'password'] as const;

/**
 * The shared login schema's rules (lib/login-rules.ts, with zod), fetched a moment after the form shows or on the
 * first submit if sooner.
 */
let rules: Promise<typeof import('../lib/login-rules')> | undefined;
const loadRules = () => (rules ??= import('../lib/login-rules'));
const RULES_PRELOAD_DELAY_MS = 1000;

interface LoginFormProps {
  onSubmit: (body: LoginRequest, event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: unknown;
  /** Whose login it is: the forgot-password link goes to that area's password reset. */
  area?: AuthArea;
  forgotPath?: string;
  submitLabel?: string;
}

/**
 * E-mail and password with show/hide and the forgot-password link: the login of every area. Checked on submit with
 * the shared schema, then again as a field changes, as the app's forms are; the server's field errors land on the
 * fields. The two fields are held in React state, not react-hook-form: this form is what the login pages load before
 * they show, and react-hook-form and zod would be a fifth of that budget (issue 22, docs/decisions/030-web-speed.md).
 */
export function LoginForm({
  onSubmit,
  pending,
  error,
  area = 'brand',
  forgotPath = AUTH_AREA_PATHS[area].resetPassword,
  submitLabel = 'Log in',
}: LoginFormProps) {
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // On the prerendered page (app/prerender.tsx), until the script runs: a submit then would be the browser's own
  // (a GET with the password in the address); a disabled submit button stops Enter from sending the form too.
  const hydrated = useHydrated();
  // What was typed or autofilled into the prerendered form before the script ran is the form's (React would set the
  // fields back to its empty state); on any other first render the fields are empty and this changes nothing.
  useLayoutEffect(() => {
    const typed = { username: usernameInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    if (typed.username || typed.password) setValues(typed);
  }, []);
  const focus = useCallback(
    (field: LoginField) => (field === 'username' ? usernameInput : passwordInput).current?.focus(),
    [],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void loadRules(), RULES_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const setError = useCallback<UseFormSetError<Values>>(
    (name, { message }, options) => {
      if (name !== 'username' && name !== 'password') return;
      setErrors((current) => ({ ...current, [name]: message }));
      if (options?.shouldFocus) focus(name);
    },
    [focus],
  );
  useServerFieldErrors(error, setError, FIELDS);

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    // After a submit, a field's message follows what is typed.
    if (submitted.current) {
      void loadRules().then(({ checkLogin }) => {
        const message = checkLogin(next).errors?.[field];
        setErrors((current) => ({ ...current, [field]: message }));
      });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { checkLogin } = await loadRules();
    const checked = checkLogin(values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = FIELDS.find((field) => checked.errors[field] !== undefined);
      if (first) focus(first);
      return;
    }
    setErrors({});
    onSubmit(checked.data, event);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          ref={usernameInput}
          label="E-mail"
          type="email"
          name="username"
          autoComplete="username"
          required
          data-autofocus
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <Stack gap={4}>
          <PasswordField
            ref={passwordInput}
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPath} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <FormError error={error} title="We could not log you in" fields={FIELDS} />
        <Button type="submit" fullWidth loading={pending} disabled={!hydrated}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
