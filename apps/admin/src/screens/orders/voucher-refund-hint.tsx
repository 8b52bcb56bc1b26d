import type { AdminOrderDetail } from '@nyiur/api';
import { discountShareOfRefund, formatRM, parseAmount, sen } from '@nyiur/domain';
import styles from '../screens.module.css';

const senOf = (amount: string | undefined): number => parseAmount(amount ?? '0') ?? 0;

/**
 * For an order paid with a voucher: what each line's refund is, its share of the discount kept
 * off (decision 0032), so a refund never gives back more than was paid for it.
 */
export function VoucherRefundHint({ order }: { order: AdminOrderDetail }) {
  const discount = senOf(order.discount);
  if (!order.voucher_code || discount <= 0) return null;
  const items = sen(senOf(order.items_amount));
  return (
    <div className={styles.muted} aria-label="Refund with a voucher">
      <p>
        Paid with voucher {order.voucher_code} (−{formatRM(sen(discount))}). A line's refund is its
        price less its share of the discount:
      </p>
      <ul>
        {order.lines.map((line) => {
          const amount = sen(senOf(line.amount));
          const share = discountShareOfRefund(amount, items, sen(discount));
          return (
            <li key={line.name}>
              {line.name} × {line.quantity}: {formatRM(sen(amount - share))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
