export { default } from '@nyiur/shell/prerender-entry';
