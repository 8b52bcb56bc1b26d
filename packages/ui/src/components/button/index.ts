export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
