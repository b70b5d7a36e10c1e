export { TextInput, type TextInputProps } from './text-input.tsx';
export { EmailInput } from './email-input.tsx';
export { PasswordInput, type PasswordInputProps, showPasswordLabel, hidePasswordLabel } from './password-input.tsx';
