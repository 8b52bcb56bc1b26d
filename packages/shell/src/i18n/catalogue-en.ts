// The chrome's English messages, compiled by the Lingui Vite plugin; imported by English pages only.
export { messages } from './locales/en.json?lingui';
