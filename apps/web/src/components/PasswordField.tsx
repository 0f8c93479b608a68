import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';

/**
 * A password input whose show/hide toggle is a real, keyboard-reachable button with a spoken name.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleIcon={({ reveal }) =>
        reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
      }
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide characters' : 'Show characters',
        'aria-pressed': visible,
        title: visible ? 'Hide' : 'Show',
      }}
      {...props}
    />
  );
});
