// The chrome's Malay messages, compiled by the Lingui Vite plugin; imported by Malay pages only.
export { messages } from './locales/ms.json?lingui';
