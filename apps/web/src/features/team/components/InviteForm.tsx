import { Button, Group, Select, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteRequestSchema } from '@app/shared/companies';
import { TEAM_ROLE_LABELS, type TeamRole } from '@app/shared/permissions';
import { toast } from '../../../components/toast';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { trackEvent } from '../../analytics/api/track-event';
import { FormError } from '../../../components/FormError';
import { useInvite } from '../api/invite';

type Input = z.input<typeof inviteRequestSchema>;
type Output = z.output<typeof inviteRequestSchema>;
const FIELDS = ['email', 'role'] as const;

interface InviteFormProps {
  companyId: string;
  companyName: string;
  /** Only the roles the caller may give (the team's grantable_roles). */
  roles: TeamRole[];
}

/** E-mail and role: POST …/team/invitations, which e-mails the link. */
export function InviteForm({ companyId, companyName, roles }: InviteFormProps) {
  const invite = useInvite(companyId);
  const defaultRole = roles.includes('BRAND_MANAGER') ? 'BRAND_MANAGER' : roles[roles.length - 1];
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '', role: defaultRole },
  });
  const { errors } = form.formState;
  useServerFieldErrors(invite.error, form.setError, FIELDS);

  const onSubmit = (values: Output) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast({ type: 'success', message: `Invitation sent to ${invitation.email}.` });
        trackEvent('teammate_invited', { company_id: companyId, role: invitation.role });
        form.reset({ email: '', role: values.role });
        invite.reset();
      },
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={`Invite a teammate to ${companyName}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          required
          style={{ flex: '1 1 240px' }}
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              required
              allowDeselect={false}
              data={roles.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.role?.message}
              style={{ flex: '1 1 180px' }}
            />
          )}
        />
        <Button
          type="submit"
          loading={invite.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          mt={{ base: 0, sm: 25 }}
          style={{ flex: '0 0 auto' }}
        >
          Send invitation
        </Button>
      </Group>
      <FormError error={invite.error} title="We could not send the invitation" fields={FIELDS} />
    </form>
  );
}
