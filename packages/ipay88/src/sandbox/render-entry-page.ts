import { escapeHtml } from '@nyiur/domain';
import { renderPage } from './html';
import { PAYMENT_GROUP_TITLES, PAYMENT_METHODS } from './payment-methods';
import type { PaymentMethodGroup } from './payment-methods';
import type { SandboxTransaction } from './transaction-store';

const GROUPS: PaymentMethodGroup[] = ['card', 'fpx', 'ewallet'];

/** The payment page: what is being paid, a method choice and the three outcomes. */
export const renderEntryPage = (transaction: SandboxTransaction): string => {
  const chosen = transaction.requestedPaymentId || '2';
  const groups = GROUPS.map((group) => {
    const options = PAYMENT_METHODS.filter((method) => method.group === group)
      .map(
        (method) =>
          `<label><input type="radio" name="PaymentId" value="${escapeHtml(method.id)}"${
            method.id === chosen ? ' checked' : ''
          }> ${escapeHtml(method.name)}</label>`,
      )
      .join('\n');
    return `<p class="group-title" id="group-${group}">${escapeHtml(PAYMENT_GROUP_TITLES[group])}</p>
<div role="group" aria-labelledby="group-${group}">
${options}
</div>`;
  }).join('\n');

  const body = `<h1>Pay ${escapeHtml(transaction.currency)} ${escapeHtml(transaction.amount)}</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(transaction.merchantCode)}</dd>
<dt>Reference</dt><dd>${escapeHtml(transaction.refNo)}</dd>
<dt>Amount</dt><dd>${escapeHtml(transaction.currency)} ${escapeHtml(transaction.amount)}</dd>
<dt>Description</dt><dd>${escapeHtml(transaction.prodDesc)}</dd>
<dt>Customer</dt><dd>${escapeHtml(transaction.userName)} (${escapeHtml(transaction.userEmail)})</dd>
</dl>
<form method="post" action="pay">
<input type="hidden" name="TransactionId" value="${escapeHtml(transaction.id)}">
<fieldset role="radiogroup" aria-labelledby="method-legend">
<legend id="method-legend">Payment method</legend>
${groups}
</fieldset>
<div class="actions">
<button type="submit" name="Action" value="approve" class="approve">Approve</button>
<button type="submit" name="Action" value="decline" class="decline">Decline</button>
<button type="submit" name="Action" value="cancel">Cancel</button>
</div>
</form>`;
  return renderPage('Payment', body);
};
