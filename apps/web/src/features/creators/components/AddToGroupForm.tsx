import {
  Button,
  Group as MantineGroup,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { createGroupRequestSchema, type Group } from '@app/shared/groups';
import { plural } from '../../../lib/numbers';

/** An existing group is chosen from the list; a new one follows the shared create rules for name and description. */
const addToGroupFormSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('existing'), group_id: z.string({ error: 'Choose a group' }).min(1, 'Choose a group') }),
  z.object({ mode: z.literal('new') }).extend(createGroupRequestSchema.pick({ name: true, description: true }).shape),
]);
export type AddToGroupChoice = z.output<typeof addToGroupFormSchema>;

type Mode = AddToGroupChoice['mode'];
interface FormValues {
  mode: Mode;
  group_id: string | null;
  name: string;
  description: string;
}

interface CompanyChoice {
  id: string;
  name: string;
}

interface AddToGroupFormProps {
  /** How many creators are being added. */
  count: number;
  /** The company whose groups are offered, or null when the person has none where they may manage groups. */
  companyId: string | null;
  /** Offered when the company is not fixed by the page: the companies where groups may be managed. */
  companies?: { choices: readonly CompanyChoice[]; pending: boolean; onChange: (companyId: string) => void };
  /** The company's groups (undefined until they load). */
  groups: readonly Group[] | undefined;
  groupsPending?: boolean;
  /** The group chosen at first (e.g. "Add creators" from a group's page). */
  defaultGroupId?: string | null;
  onSubmit: (choice: AddToGroupChoice) => void;
  onCancel: () => void;
  pending: boolean;
}

/**
 * Existing group or new group (starting on "New group" while the company has none), validated with
 * the shared group rules. Mounted afresh each time its modal opens, so it starts empty every time.
 */
export function AddToGroupForm({
  count,
  companyId,
  companies,
  groups,
  groupsPending = false,
  defaultGroupId,
  onSubmit,
  onCancel,
  pending,
}: AddToGroupFormProps) {
  const form = useForm<FormValues, unknown, AddToGroupChoice>({
    // The form holds the fields of both modes; the schema checks those of the chosen mode.
    resolver: zodResolver(addToGroupFormSchema) as unknown as Resolver<FormValues, unknown, AddToGroupChoice>,
    defaultValues: {
      mode: groups && groups.length === 0 ? 'new' : 'existing',
      group_id: defaultGroupId ?? null,
      name: '',
      description: '',
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const { errors } = form.formState;

  // With no group yet, start on "New group"; a company's groups decide again when the company changes.
  const groupCount = groups?.length;
  useEffect(() => {
    if (groupCount !== undefined) form.setValue('mode', groupCount > 0 ? 'existing' : 'new');
  }, [form, groupCount, companyId]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {companies && (
          <Select
            label="Company"
            data={companies.choices.map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={(value) => {
              if (!value) return;
              companies.onChange(value);
              form.setValue('group_id', null);
            }}
            allowDeselect={false}
            disabled={companies.pending}
            comboboxProps={{ withinPortal: true }}
            nothingFoundMessage="No company"
          />
        )}
        {companyId === null && !companies?.pending ? (
          <Text size="sm" c="dimmed">
            You have no company where you can manage creator groups.
          </Text>
        ) : (
          <>
            <Controller
              control={form.control}
              name="mode"
              render={({ field }) => (
                <SegmentedControl
                  fullWidth
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value as Mode);
                    form.clearErrors();
                  }}
                  data={[
                    { value: 'existing', label: 'Existing group', disabled: (groups?.length ?? 0) === 0 },
                    { value: 'new', label: 'New group' },
                  ]}
                  aria-label="Add to"
                />
              )}
            />
            {mode === 'existing' ? (
              <Controller
                control={form.control}
                name="group_id"
                render={({ field }) => (
                  <Select
                    label="Group"
                    placeholder={groupsPending ? 'Loading groups…' : 'Choose a group'}
                    data={(groups ?? []).map((g) => ({
                      value: g.id,
                      label: `${g.name} (${plural(g.creators_count, 'creator')})`,
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    searchable
                    required
                    error={errors.group_id?.message}
                    nothingFoundMessage="No group matches"
                    comboboxProps={{ withinPortal: true }}
                    data-testid="add-to-group-select"
                  />
                )}
              />
            ) : (
              <>
                <TextInput
                  label="Group name"
                  required
                  maxLength={80}
                  data-autofocus
                  data-testid="new-group-name"
                  {...form.register('name')}
                  error={errors.name?.message}
                />
                <Textarea
                  label="Description"
                  autosize
                  minRows={2}
                  maxRows={5}
                  maxLength={500}
                  {...form.register('description')}
                  error={errors.description?.message}
                />
              </>
            )}
          </>
        )}
        <MantineGroup justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={!companyId || count === 0}
            data-testid="add-to-group-submit"
          >
            {mode === 'new' ? 'Create group and add' : 'Add to group'}
          </Button>
        </MantineGroup>
      </Stack>
    </form>
  );
}
