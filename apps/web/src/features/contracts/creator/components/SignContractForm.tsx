import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { signContractRequestSchema } from '@app/shared/contracts';
import { FormError } from '../../../../components/FormError';
import { useServerFieldErrors } from '../../../../lib/form-errors';

/** What the signer types and ticks; the text_hash is the contract's own, added on submit. */
const signFormSchema = signContractRequestSchema.pick({ full_name: true, agree: true });
type SignFormInput = { full_name: string; agree: boolean };
type SignFormOutput = z.output<typeof signFormSchema>;

const FIELDS = ['full_name', 'agree'] as const;

interface SignContractFormProps {
  /** The text_hash received with the contract as shown: the server refuses (409) a text that changed since. */
  textHash: string;
  defaultName: string;
  onSubmit: (body: { full_name: string; agree: true; text_hash: string }) => void;
  pending: boolean;
  error: unknown;
}

/** Signing: the full name and an "I agree" tick (signContractRequestSchema), sent with the shown text's hash. */
export function SignContractForm({ textHash, defaultName, onSubmit, pending, error }: SignContractFormProps) {
  const form = useForm<SignFormInput, unknown, SignFormOutput>({
    // The tick starts unticked (false); the shared schema accepts only true, with its message.
    resolver: zodResolver(signFormSchema) as unknown as Resolver<SignFormInput, unknown, SignFormOutput>,
    defaultValues: { full_name: defaultName, agree: false },
  });
  useServerFieldErrors(error, form.setError, FIELDS);
  return (
    <form
      noValidate
      aria-label="Sign the contract"
      onSubmit={form.handleSubmit(({ full_name, agree }) => onSubmit({ full_name, agree, text_hash: textHash }))}
    >
      <Stack gap="sm">
        <TextInput
          label="Full name"
          description="Type your full name as your signature"
          autoComplete="name"
          required
          {...form.register('full_name')}
          error={form.formState.errors.full_name?.message}
        />
        <Controller
          control={form.control}
          name="agree"
          render={({ field, fieldState }) => (
            <Checkbox
              label="I have read this contract and agree to it"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <FormError error={error} title="We could not sign the contract" fields={FIELDS} />
        <Button type="submit" loading={pending} fullWidth>
          Sign contract
        </Button>
      </Stack>
    </form>
  );
}
