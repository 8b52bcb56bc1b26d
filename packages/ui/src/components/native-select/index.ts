export { NativeSelect } from './native-select';
export type { NativeSelectProps } from './native-select';
