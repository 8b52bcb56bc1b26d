import type { FormFields } from '../form-fields';
import { escapeHtml } from '@nyiur/domain';
import { renderPage } from './html';

export interface RedirectPageOptions {
  /** Where the shopper's browser posts the result. */
  action: string;
  fields: FormFields;
  /** A nonce for the script tag, when the host's CSP asks for one. */
  scriptNonce?: string;
}

/**
 * Sends the shopper back to the merchant with the signed result: a form that submits itself via
 * the separate autosubmit.js, and a visible Continue button when scripts do not run.
 */
export const renderRedirectPage = ({
  action,
  fields,
  scriptNonce,
}: RedirectPageOptions): string => {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const nonce = scriptNonce === undefined ? '' : ` nonce="${escapeHtml(scriptNonce)}"`;
  return renderPage(
    'Returning to the shop',
    `<h1>Returning to the shop</h1>
<p>Your payment result is being sent back to the merchant.</p>
<form method="post" action="${escapeHtml(action)}" data-autosubmit>
${inputs}
<button type="submit">Continue</button>
</form>
<script src="../autosubmit.js"${nonce}></script>`,
  );
};
