import type { Address } from '@nyiur/api';
import { Badge, Button } from '@nyiur/ui';
import { useAccountTranslate } from '../../lib/translate';
import styles from './address-grid.module.css';

/** My Addresses: a New Address tile then one card per address with Edit and Remove (spec §2). */
export function AddressGrid({
  addresses,
  onAdd,
  onEdit,
  onRemove,
}: {
  addresses: readonly Address[];
  onAdd: () => void;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
}) {
  const t = useAccountTranslate();
  return (
    <ul className={styles.grid}>
      <li>
        <button type="button" className={styles.newTile} onClick={onAdd}>
          <span aria-hidden="true" className={styles.plus}>
            +
          </span>
          {t('addresses.new')}
        </button>
      </li>
      {addresses.map((address) => (
        <li key={address.id} className={styles.card} data-testid="address-card">
          {address.default_shipping_address === '1' && (
            <Badge tone="brand" className={styles.defaultLabel}>
              {t('addresses.default')}
            </Badge>
          )}
          <p className={styles.name}>
            {address.first_name} {address.last_name}
          </p>
          <p>{address.address}</p>
          {address.address_2 && <p>{address.address_2}</p>}
          <p>
            {address.postcode} {address.city}
          </p>
          <p>
            {address.state}, {address.country}
          </p>
          {address.phone_no && <p>{address.phone_no}</p>}
          <div className={styles.actions}>
            <Button size="sm" variant="outline" onClick={() => onEdit(address)}>
              {t('addresses.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onRemove(address)}>
              {t('addresses.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
