export { TextInput, type TextInputProps } from './text-input.tsx';
export { PasswordInput, type PasswordInputProps, showPasswordLabel, hidePasswordLabel } from './password-input.tsx';
