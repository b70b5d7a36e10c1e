export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
