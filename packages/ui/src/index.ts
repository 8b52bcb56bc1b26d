// @nyiur/ui public surface. Import the base stylesheet once per app: `import '@nyiur/ui/styles.css'`.

// Tokens in script form
export { breakpoints, mediaQueries } from './styles/breakpoints';
export type { Breakpoint } from './styles/breakpoints';
export { useMediaQuery } from './lib/use-media-query';
export { useHydrated } from './lib/use-hydrated';

// Icons: the list is in icons/index.ts
export * from './icons';

// Actions
export { Button, buttonClassName } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { IconButton } from './components/icon-button';
export type { IconButtonProps } from './components/icon-button';

// Forms
export { Field, useFieldControl } from './components/field';
export type { FieldProps } from './components/field';
export { Input } from './components/input';
export type { InputProps } from './components/input';
export { PasswordInput } from './components/password-input';
export type { PasswordInputProps } from './components/password-input';
export { Textarea } from './components/textarea';
export type { TextareaProps } from './components/textarea';
export { NativeSelect } from './components/native-select';
export type { NativeSelectProps } from './components/native-select';
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { RadioGroup } from './components/radio-group';
export type { RadioGroupProps, RadioOption } from './components/radio-group';

// Overlays
export { Dialog, DialogClose } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { Sheet } from './components/sheet';
export type { SheetProps } from './components/sheet';
export { AlertDialog } from './components/alert-dialog';
export type { AlertDialogProps } from './components/alert-dialog';

// Feedback
export { ErrorPage } from './components/error-page';
export type { ErrorPageProps } from './components/error-page';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { LoadingOverlay } from './components/loading-overlay';
export type { LoadingOverlayProps } from './components/loading-overlay';
export { Toaster, toast, TOAST_DURATION, useToastRaised } from './components/toast';
export type { ToasterProps, ToastOptions, ToastTone } from './components/toast';

// Disclosure
export { Accordion } from './components/accordion';
export type { AccordionItem, AccordionProps } from './components/accordion';
export { Tabs } from './components/tabs';
export type { TabItem, TabsProps } from './components/tabs';

// Data display
export { Badge } from './components/badge';
export type { BadgeProps, BadgeTone } from './components/badge';
export { Table } from './components/table';
export type { TableColumn, TableProps } from './components/table';
export { DataList } from './components/data-list';
export type { DataListColumn, DataListLayout, DataListProps } from './components/data-list';

// Commerce
export { Price } from './components/price';
export type { PriceProps } from './components/price';
export { StatusPill } from './components/status-pill';
export type { StatusPillProps } from './components/status-pill';
export { QuantityStepper } from './components/quantity-stepper';
export type { QuantityStepperProps } from './components/quantity-stepper';

// Media
export { ResponsiveImage } from './components/responsive-image';
export type { ImageSource, ResponsiveImageProps } from './components/responsive-image';
export { VideoCard } from './components/video-card';
export type { VideoCardProps } from './components/video-card';
export { Carousel } from './components/carousel';
export type { CarouselProps } from './components/carousel';

// Navigation
export { Breadcrumb } from './components/breadcrumb';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbProps } from './components/breadcrumb';
export { SkipLink } from './components/skip-link';
export type { SkipLinkProps } from './components/skip-link';

// Layout
export { Container } from './components/container';
export type { ContainerProps, ContainerSize } from './components/container';
export type { Responsive, ResponsiveCount } from './lib/responsive';

// Utilities
export { VisuallyHidden } from './components/visually-hidden';
export type { VisuallyHiddenProps } from './components/visually-hidden';
