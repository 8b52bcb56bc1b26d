import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import {
  QUANTITY_DEBOUNCE_MS,
  cartQuantityToSend,
  debounce,
  decrementQuantity,
  incrementQuantity,
  normaliseCartInput,
  productQuantityFromInput,
} from '@nyiur/domain';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './quantity-stepper.module.css';

export type QuantityStepperProps = {
  /** The committed quantity (the cart line's qty, or the product page's state). */
  value: number;
  /**
   * Receives a new quantity. In cart mode it is called once typing or clicking has paused for
   * 500 ms, and only for a value that is not empty, not 0 and differs from `value`. In product
   * mode it is called at once; an empty or invalid entry resets to 1 when the field is left.
   */
  onChange: (quantity: number) => void;
  /** cart: the cart drawer line (debounced, sends to the server); product: the product page. */
  mode?: 'cart' | 'product';
  /**
   * The product the field is for: names the field "Quantity of {itemName}" and the buttons
   * "Decrease quantity of {itemName}" and "Increase quantity of {itemName}".
   */
  itemName?: string;
  /** Accessible name of the number field; defaults to "Quantity" (or "Quantity of {itemName}"). */
  label?: string;
  /** Id of the number field, for a visible `<label htmlFor>`. */
  id?: string;
  /**
   * Cart mode: receives a function that sends a change still waiting out its pause at once (for
   * Check Out); returns a function that forgets it. Pass a stable function.
   */
  registerFlush?: (flush: () => void) => () => void;
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/**
 * A quantity field with minus and plus buttons. The minus button never goes below 1, typing a
 * lone 0 shows 1, and in cart mode changes are sent after a 500 ms pause (spec §4). On a
 * prerendered page the buttons are disabled until React runs, and a quantity typed before then
 * is adopted.
 */
export function QuantityStepper({
  value,
  onChange,
  mode = 'cart',
  itemName,
  label,
  id,
  registerFlush,
  max,
  disabled = false,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const suffix = itemName ? ` of ${itemName}` : '';
  const fieldLabel = label ?? `Quantity${suffix}`;
  const [raw, setRaw] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setRaw(String(value));
  }

  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const send = useMemo(
    () =>
      debounce((next: string) => {
        const quantity = cartQuantityToSend(next, latest.current.value);
        if (quantity !== null) latest.current.onChange(quantity);
      }, QUANTITY_DEBOUNCE_MS),
    [],
  );
  // A change still waiting when the line unmounts (drawer closed) is sent, not dropped.
  useEffect(() => () => send.flush(), [send]);
  useEffect(() => registerFlush?.(send.flush), [send, registerFlush]);

  const current = productQuantityFromInput(raw);
  const clamp = (quantity: number) => (max === undefined ? quantity : Math.min(max, quantity));

  const commit = (next: string) => {
    setRaw(next);
    if (mode === 'cart') {
      send(next);
      return;
    }
    const quantity = productQuantityFromInput(next);
    if (next !== '' && String(quantity) === next && quantity !== latest.current.value) {
      onChange(quantity);
    }
  };

  const step = (quantity: number) => commit(String(clamp(quantity)));

  // React keeps what was typed into a hydrating field; take it as typed now, or the next render
  // would put the prerendered quantity back.
  const typedEarly = useRef(true);
  useEffect(() => {
    if (!typedEarly.current) return;
    typedEarly.current = false;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== String(latest.current.value)) {
      commit(mode === 'cart' ? normaliseCartInput(digitsOnly(typed)) : typed);
    }
  });

  // The product page keeps what was typed ("1a", "2.5") until the field is left, then resets
  // anything that is not a whole number to 1; reading "2.5" as 25 would order ten times more.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    commit(mode === 'cart' ? normaliseCartInput(digitsOnly(typed)) : typed);
  };

  const onBlur = () => {
    if (mode !== 'product') return;
    const quantity = clamp(productQuantityFromInput(raw));
    setRaw(String(quantity));
    if (quantity !== latest.current.value) onChange(quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      step(incrementQuantity(current));
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      step(decrementQuantity(current));
    }
  };

  return (
    <div className={cx(styles.stepper, styles[size], className)}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Decrease quantity${suffix}`}
        aria-controls={inputId}
        disabled={disabled || !hydrated || current <= 1}
        onClick={() => step(decrementQuantity(current))}
      >
        <MinusIcon />
      </button>
      <input
        ref={field}
        id={inputId}
        className={styles.input}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={fieldLabel}
        aria-valuenow={current}
        aria-valuemin={1}
        aria-valuemax={max}
        value={raw}
        disabled={disabled}
        onChange={onInput}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={`Increase quantity${suffix}`}
        aria-controls={inputId}
        disabled={disabled || !hydrated || (max !== undefined && current >= max)}
        onClick={() => step(incrementQuantity(current))}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
