import type { Plugin } from 'vite';

/** Where `@nyiur/content` keeps its images and clips; the sites serve them under `/media/`. */
export declare const contentMediaDir: string;

/** Dev server only: serve the content package's media under `/media/` (the build copies them). */
export declare function contentMedia(): Plugin;
