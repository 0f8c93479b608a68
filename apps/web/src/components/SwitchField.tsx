import { Switch } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  /** The form's output type is the caller's business. */
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  description?: string;
}

/** A yes/no form field (react-hook-form) shown as a labelled switch. */
export function SwitchField<T extends FieldValues>({ control, name, label, description }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
