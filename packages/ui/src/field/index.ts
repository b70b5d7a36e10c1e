export { FieldLabel, type FieldLabelProps } from './field-label.tsx';
export { FieldError, type FieldErrorProps } from './field-error.tsx';
