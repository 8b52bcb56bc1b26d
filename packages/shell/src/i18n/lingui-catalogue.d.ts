// A message catalogue imported through the Lingui Vite plugin: its messages, compiled.
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
