import { ActionIcon, PasswordInput as MantinePasswordInput, type PasswordInputProps as MantinePasswordInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

export const showPasswordLabel = 'Mostrar senha';
export const hidePasswordLabel = 'Ocultar senha';

type OwnedProps = 'visibilityToggleIcon' | 'visibilityToggleButtonProps' | 'visibilityToggleFocusable' | 'rightSection';

export interface PasswordInputProps extends Omit<MantinePasswordInputProps, OwnedProps> {
  /** Field label, also the input's accessible name. @default undefined */
  label?: ReactNode;
  /** Inline error line below the input; it is announced (role="alert"). @default undefined */
  error?: ReactNode;
  /** Controlled visibility of the typed password. @default undefined (uncontrolled) */
  visible?: boolean;
  /** Initial visibility when uncontrolled. @default false */
  defaultVisible?: boolean;
  /** Called when the show/hide toggle is used. @default undefined */
  onVisibilityChange?: (visible: boolean) => void;
  /** Password managers need it; use 'new-password' on sign-up and reset. @default 'current-password' */
  autoComplete?: string;
  /** Ref to the native input. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with a 'Mostrar senha' / 'Ocultar senha' toggle. The toggle is a real
 * button (click, Enter, Space and screen readers all work) instead of Mantine's mousedown one.
 */
export function PasswordInput({
  visible,
  defaultVisible,
  onVisibilityChange,
  errorProps,
  autoComplete = 'current-password',
  disabled,
  ...others
}: PasswordInputProps) {
  const [shown, setShown] = useUncontrolled({
    value: visible,
    defaultValue: defaultVisible,
    finalValue: false,
    onChange: onVisibilityChange,
  });
  const Icon = shown ? IconEyeOff : IconEye;
  const toggle = (
    <ActionIcon
      variant="subtle"
      color="gray"
      disabled={disabled}
      aria-label={shown ? hidePasswordLabel : showPasswordLabel}
      // Keep the caret in the input when the toggle is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setShown(!shown)}
    >
      <Icon size={18} stroke={1.8} aria-hidden />
    </ActionIcon>
  );
  return (
    <MantinePasswordInput
      visible={shown}
      rightSection={toggle}
      autoComplete={autoComplete}
      disabled={disabled}
      aria-invalid={others.error ? true : undefined}
      errorProps={{ role: 'alert', ...errorProps }}
      {...others}
    />
  );
}
