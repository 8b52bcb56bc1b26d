import { useId, useState } from 'react';
import { decrementQuantity, incrementQuantity, productQuantityFromInput } from '@nyiur/domain';
import styles from './quantity-input.module.css';

/**
 * The product page's quantity: starts at 1, minus stops at 1, and an empty or invalid value
 * goes back to 1 when the field is left (spec §5).
 */
export function QuantityInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const id = useId();
  const set = (next: number) => {
    setText(String(next));
    onChange(next);
  };
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => set(decrementQuantity(value))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(productQuantityFromInput(event.target.value));
          }}
          onBlur={() => set(productQuantityFromInput(text))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => set(incrementQuantity(value))}
        >
          +
        </button>
      </div>
    </div>
  );
}
