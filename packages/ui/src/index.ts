// @nyiur/ui public surface. Import the base stylesheet once per app: `import '@nyiur/ui/styles.css'`.

// Tokens in script form
export { breakpoints, mediaQueries } from './styles/breakpoints';
export type { Breakpoint } from './styles/breakpoints';

// Actions
export { Button, buttonClassName } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';

// Forms
export { Field, useFieldControl } from './components/field';
export type { FieldProps } from './components/field';
export { Input } from './components/input';
export type { InputProps } from './components/input';

// Feedback
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';

// Layout
export { Container } from './components/container';
export type { ContainerProps, ContainerSize } from './components/container';
export { Stack } from './components/stack';
export type { SpaceStep, StackProps } from './components/stack';

// Utilities
export { VisuallyHidden } from './components/visually-hidden';
export type { VisuallyHiddenProps } from './components/visually-hidden';
