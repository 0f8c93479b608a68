import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import type { WizardValues } from '../lib/values';

interface RowsFieldProps {
  name: 'selling_points' | 'content_creation_steps';
  label: string;
  /** One row's noun ("Step" -> "Step 1", "Add a step", "Move step 2 up"). */
  rowLabel: string;
  description?: string;
}

/**
 * An ordered list of short texts (selling points, content-creation steps): rows can be added,
 * removed and moved with buttons. Empty rows stay on screen and are left out when the campaign is
 * sent; each sent row carries its place as row_order.
 */
export function RowsField({ name, label, rowLabel, description }: RowsFieldProps) {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const list = useRef<HTMLDivElement>(null);
  const noun = rowLabel.toLowerCase();
  const errors = formState.errors[name];
  const listError = errors?.root?.message ?? errors?.message;

  const focusRow = (index: number, target: 'up' | 'down' | 'input') => {
    requestAnimationFrame(() => {
      const row = list.current?.querySelectorAll<HTMLElement>('li')[index];
      const control = target === 'input' ? row?.querySelector<HTMLElement>('input') : (row?.querySelector<HTMLElement>(`[data-move="${target}"]:not([disabled])`) ?? row?.querySelector<HTMLElement>('input'));
      control?.focus();
    });
  };

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Input.Label labelElement="div">{label}</Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Stack component="ol" gap="xs" ref={list} p={0} m={0} style={{ listStyle: 'none' }} data-testid={`${name}-rows`}>
        {fields.map((row, index) => {
          const position = index + 1;
          return (
            <Group component="li" key={row.id} gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`${rowLabel} ${position}`}
                placeholder={`${rowLabel} ${position}`}
                maxLength={CAMPAIGN_LIMITS.rowText}
                style={{ flex: 1, minWidth: 0 }}
                {...register(`${name}.${index}.text` as const)}
                error={errors?.[index]?.text?.message}
              />
              <Group gap={0} wrap="nowrap" mt={4}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${noun} ${position} up`}
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => {
                    move(index, index - 1);
                    focusRow(index - 1, 'up');
                  }}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${noun} ${position} down`}
                  data-move="down"
                  disabled={index === fields.length - 1}
                  onClick={() => {
                    move(index, index + 1);
                    focusRow(index + 1, 'down');
                  }}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${noun} ${position}`}
                  onClick={() => {
                    remove(index);
                    if (fields.length > 1) focusRow(Math.min(index, fields.length - 2), 'input');
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      {listError && <Input.Error role="alert">{listError}</Input.Error>}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={fields.length >= CAMPAIGN_LIMITS.rows}
          onClick={() => {
            append({ text: '' });
            focusRow(fields.length, 'input');
          }}
        >
          {`Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`}
        </Button>
      </Group>
    </Stack>
  );
}
