/**
 * Set to `true` by the build tools' Vite config in the sites' browser builds, which run on
 * Preact's React layer (decision 0020); not defined in the prerender, the dev server or the tests.
 */
declare const __NYIUR_PREACT__: boolean | undefined;

/** Whether this code runs in a site's browser build, on Preact. */
export const RUNS_ON_PREACT = typeof __NYIUR_PREACT__ !== 'undefined' && __NYIUR_PREACT__ === true;
