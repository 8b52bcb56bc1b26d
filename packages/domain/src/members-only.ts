import { PATHS } from './routes';

/** The localStorage key a signed-in browser keeps its session under (spec §3: "logged in" means a token exists there). */
export const SESSION_STORAGE_KEY = 'token';

/**
 * The guard of a page for members only: the first thing in its head, inline, so that a visitor
 * with no stored session is sent to the login screen, in the page's language (`/ms/...` to
 * `/ms/login`), as soon as the HTML arrives, before any stylesheet, font or script of the page is
 * asked for. It is the one inline script the shop's pages run, one text for both languages: the
 * server's CSP allows exactly this text by its hash.
 */
export const MEMBERS_ONLY_GUARD =
  `var s=null;try{s=localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})}catch(e){}` +
  String.raw`if(!s)location.replace((/^\/ms(\/|$)/.test(location.pathname)?"/ms":"")+` +
  `${JSON.stringify(PATHS.login)})`;
