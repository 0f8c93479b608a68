import { MultiSelect, Select } from '@mantine/core';
import type { Ref } from 'react';
import { SELECT_SEARCH_LIMIT, SELECT_VIRTUALISATION_THRESHOLD } from '../lib/constants';
import { formatInteger } from '../lib/numbers';

export type SelectListOption = string | { value: string; label: string; disabled?: boolean };

interface SelectListBaseProps {
  label: string;
  data: readonly SelectListOption[];
  description?: string;
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** Shown when the typed text matches nothing. */
  nothingFoundMessage?: string;
  'data-testid'?: string;
}

export interface SingleSelectListProps extends SelectListBaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiSelectListProps extends SelectListBaseProps {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type SelectListProps = SingleSelectListProps | MultiSelectListProps;

/**
 * A searchable select for long lists (countries, creators, categories), one value or several.
 * Up to SELECT_VIRTUALISATION_THRESHOLD options it lists them all; past it (spec sections 5 and 9)
 * it renders only the first SELECT_SEARCH_LIMIT matches of the typed text, so a list of many
 * thousands never puts thousands of nodes in the page, and says so under the field.
 */
export function SelectList(props: SelectListProps) {
  const { data, description, nothingFoundMessage = 'Nothing found', error, ...common } = props;
  const large = data.length > SELECT_VIRTUALISATION_THRESHOLD;
  const hint = large ? `Type to narrow ${formatInteger(data.length)} options` : null;
  const shared = {
    label: common.label,
    placeholder: common.placeholder,
    required: common.required,
    disabled: common.disabled,
    clearable: common.clearable,
    name: common.name,
    onBlur: common.onBlur,
    ref: common.ref,
    'data-testid': common['data-testid'],
    // Mantine's types want a mutable array; the list is only read.
    data: data as SelectListOption[],
    error: error ?? undefined,
    searchable: true,
    nothingFoundMessage,
    limit: large ? SELECT_SEARCH_LIMIT : undefined,
    description:
      description || hint ? (
        <>
          {description && <span>{description} </span>}
          {hint && <span>{hint}</span>}
        </>
      ) : undefined,
  };

  return props.multiple ? (
    <MultiSelect {...shared} value={props.value} onChange={props.onChange} />
  ) : (
    <Select {...shared} value={props.value} onChange={(value) => props.onChange(value)} />
  );
}
