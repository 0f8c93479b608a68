import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  get,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/** A form list of rows `{ text }` (briefs' steps and selling points, the campaign wizard's). */
interface OrderedRowsFieldProps<T extends FieldValues> {
  name: ArrayPath<T>;
  /** The list's label ("Content creation steps"). */
  label: string;
  /** One row's noun ("Step" -> "Step 1", "Add a step", "Move step 2 up"). */
  rowLabel: string;
  description?: string;
  /** The form's output type is the caller's business. */
  control: Control<T, any, any>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Characters per row and rows at most (the shared schema's limits). */
  maxLength: number;
  maxRows: number;
  disabled?: boolean;
}

/**
 * An ordered list of short texts (content-creation steps, key selling points): rows can be added,
 * removed and moved up or down with buttons (keyboard and touch alike). Empty rows are kept on
 * screen; the form leaves them out when it sends.
 */
export function OrderedRowsField<T extends FieldValues>({
  name,
  label,
  rowLabel,
  description,
  control,
  register,
  errors,
  maxLength,
  maxRows,
  disabled,
}: OrderedRowsFieldProps<T>) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const list = useRef<HTMLDivElement>(null);
  const noun = rowLabel.toLowerCase();
  const listErrors = get(errors, name) as
    { root?: { message?: string }; message?: string; [index: number]: { text?: { message?: string } } } | undefined;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  /** After a move or a removal the focus follows the row (or lands on its neighbour), never on the page. */
  const focusRow = (index: number, control: 'up' | 'down' | 'input') => {
    requestAnimationFrame(() => {
      const row = list.current?.querySelectorAll<HTMLElement>('li')[index];
      const target =
        control === 'input'
          ? row?.querySelector<HTMLElement>('input')
          : (row?.querySelector<HTMLElement>(`[data-move="${control}"]:not([disabled])`) ??
            row?.querySelector<HTMLElement>('input'));
      target?.focus();
    });
  };

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Input.Label labelElement="div">{label}</Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Stack
        component="ol"
        gap="xs"
        ref={list}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
        data-testid={`${name}-rows`}
      >
        {fields.map((row, index) => {
          const position = index + 1;
          return (
            <Group component="li" key={row.id} gap={6} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`${rowLabel} ${position}`}
                placeholder={`${rowLabel} ${position}`}
                maxLength={maxLength}
                disabled={disabled}
                style={{ flex: 1, minWidth: 0 }}
                {...register(`${name}.${index}.text` as Path<T>)}
                error={listErrors?.[index]?.text?.message}
              />
              <Group gap={2} wrap="nowrap" mt={4}>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${noun} ${position} up`}
                  data-move="up"
                  disabled={disabled || index === 0}
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
                  disabled={disabled || index === fields.length - 1}
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
                  disabled={disabled}
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
          disabled={disabled || fields.length >= maxRows}
          onClick={() => {
            append({ text: '' } as FieldArray<T, ArrayPath<T>>);
            focusRow(fields.length, 'input');
          }}
        >
          {`Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`}
        </Button>
      </Group>
    </Stack>
  );
}
