import { escapeHtml } from '@nyiur/domain';
import { renderPage } from './html';

/** The gateway's error page: its short error text, then what exactly was wrong. */
export const renderErrorPage = (error: string, detail: string): string =>
  renderPage(
    error,
    `<h1>Payment cannot proceed</h1>
<p class="error" role="alert">${escapeHtml(error)}</p>
<p>${escapeHtml(detail)}</p>`,
  );
