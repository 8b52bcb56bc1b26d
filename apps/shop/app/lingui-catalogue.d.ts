// A message catalogue imported through the Lingui Vite plugin: its messages, compiled.
declare module '*?lingui' {
  import type { CompiledMessages } from '@nyiur/shell';
  export const messages: CompiledMessages;
}
