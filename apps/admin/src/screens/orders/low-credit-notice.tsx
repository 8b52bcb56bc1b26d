import { useShippingWallet } from '../../api/shipping';
import styles from '../screens.module.css';
import { ringgitOf } from './shipping-words';

/** A warning over To ship (and in Settings) when the EasyParcel wallet runs low. */
export function LowCreditNotice() {
  const wallet = useShippingWallet();
  if (!wallet.data?.low) return null;
  const { balance_sen, free_credit_sen, low_below_sen } = wallet.data;
  return (
    <p role="status" className={styles.error}>
      {balance_sen === null
        ? `EasyParcel credit is below ${ringgitOf(low_below_sen)}: ask an owner to top it up before booking couriers.`
        : `EasyParcel credit is low: ${ringgitOf(balance_sen + (free_credit_sen ?? 0))} left. Top up the wallet at EasyParcel; a booking it cannot pay is refused.`}
    </p>
  );
}
