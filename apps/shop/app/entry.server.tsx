// The document render of the prerender, shared by both apps (see the shell's entry-server).
export { default, streamTimeout } from '@nyiur/shell/entry-server';
