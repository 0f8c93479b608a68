import { ActionIcon, Alert, Button, Group, Pill, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { createGroupRequestSchema } from '@app/shared/groups';
import { AvatarList } from '../../../components/AvatarList';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { Section } from '../../../components/Section';
import { toast } from '../../../components/toast';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { plural } from '../../../lib/numbers';
import { useCompanyContext } from '../../companies/lib/company-context';
import { useCreatorsByIds } from '../../creators/api/find-by-ids';
import { CreatorDiscovery } from '../../creators/components/CreatorDiscovery';
import { useCreateGroup } from '../api/create-group';
import { canManageGroups } from '../../../lib/group-permissions';

const formSchema = createGroupRequestSchema.pick({ name: true, description: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['name', 'description'] as const;
const FORM_ID = 'create-group-form';

/** The chosen creators by name (looked up by id in chunks of 50), each removable. */
function SelectedCreators({ ids, onChange }: { ids: number[]; onChange: (ids: number[]) => void }) {
  const creators = useCreatorsByIds(ids);
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No creators chosen yet. You can create an empty group and add creators later.
      </Text>
    );
  }
  const known = (creators.data ?? []).filter((c) => ids.includes(c.id));
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <AvatarList
          items={known.map((c) => ({ id: c.id, name: c.name, src: c.avatar }))}
          total={ids.length}
          noun="creators"
        />
        <Text size="sm" fw={600}>
          {plural(ids.length, 'creator')} chosen
        </Text>
        <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange([])}>
          Clear
        </Button>
      </Group>
      <Pill.Group aria-label="Chosen creators">
        {known.map((c) => (
          <Pill
            key={c.id}
            withRemoveButton
            onRemove={() => onChange(ids.filter((id) => id !== c.id))}
            removeButtonProps={{ 'aria-label': `Remove ${c.name}` }}
          >
            {c.name}
          </Pill>
        ))}
      </Pill.Group>
    </Stack>
  );
}

/**
 * /companies/{company_id}/create-group: name, description and, optionally, creators picked with the discovery search.
 */
export function CreateGroupPage() {
  const { company } = useCompanyContext();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [selected, setSelected] = useState<number[]>([]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(create.error, form.setError, FIELDS);

  if (!canManageGroups(company)) {
    return (
      <Stack gap="md">
        <PageTitle order={2} fz="xl">
          Create a creator group
        </PageTitle>
        <Alert color="yellow" variant="light">
          Your role in {company.name} does not allow creating groups.
        </Alert>
      </Stack>
    );
  }

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        company_id: company.id,
        name: values.name,
        description: values.description ?? undefined,
        influencer_ids: selected,
      },
      {
        onSuccess: (group) => {
          toast({
            type: 'success',
            message: `Created "${group.name}"${selected.length ? ` with ${plural(selected.length, 'creator')}` : ''}.`,
          });
          void navigate(paths.company.groupDetails(company.id, group.id));
        },
      },
    ),
  );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <ActionIcon
          component={Link}
          to={paths.company.groups(company.id)}
          variant="subtle"
          color="gray"
          aria-label="Back to the groups"
        >
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Create a creator group`}>
          Create a creator group
        </PageTitle>
      </Group>
      <Section title="Group details">
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Group name"
              required
              maxLength={80}
              {...form.register('name')}
              error={errors.name?.message}
              data-autofocus
              data-testid="group-name"
            />
            <Textarea
              label="Description"
              description="What the group is for (optional)"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={500}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <SelectedCreators ids={selected} onChange={setSelected} />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.company.groups(company.id)} variant="default">
                Cancel
              </Button>
              <Button
                type="submit"
                loading={create.isPending}
                leftSection={<IconCheck size={16} aria-hidden />}
                data-testid="create-group-submit"
              >
                Create group
              </Button>
            </Group>
          </Stack>
        </form>
      </Section>
      <Section
        title="Choose creators"
        description="Optional: search the catalogue and tick the creators to put in the group."
      >
        <CreatorDiscovery
          companyId={company.id}
          selection={{ selectedIds: selected, onChange: setSelected }}
          selectionActions={
            <Button type="submit" form={FORM_ID} size="xs" loading={create.isPending}>
              Create group with {plural(selected.length, 'creator')}
            </Button>
          }
        />
      </Section>
    </Stack>
  );
}
