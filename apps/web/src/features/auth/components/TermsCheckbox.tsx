import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
}

/** "I accept the terms and conditions", linking to /terms-and-conditions (opens in a new tab so the form is kept). */
export function TermsCheckbox({ checked, onChange, onBlur, error }: TermsCheckboxProps) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      label={
        <>
          I accept the{' '}
          <Anchor component={Link} to={paths.terms()} target="_blank" rel="noopener" fz="inherit">
            terms and conditions
          </Anchor>
        </>
      }
    />
  );
}
