import { afterEach, describe, expect, it, vi } from 'vitest';
import * as quantity from './quantity';

describe('cart quantity input', () => {
  it('turns a single typed 0 into 1 and leaves other input alone', () => {
    expect(quantity.normaliseCartInput('0')).toBe('1');
    expect(quantity.normaliseCartInput('10')).toBe('10');
    expect(quantity.normaliseCartInput('')).toBe('');
  });
  it('sends only values that are not empty, not 0 and different', () => {
    expect(quantity.cartQuantityToSend('', 2)).toBeNull();
    expect(quantity.cartQuantityToSend('0', 2)).toBeNull();
    expect(quantity.cartQuantityToSend('2', 2)).toBeNull();
    expect(quantity.cartQuantityToSend('abc', 2)).toBeNull();
    expect(quantity.cartQuantityToSend('1.5', 2)).toBeNull();
    expect(quantity.cartQuantityToSend('3', 2)).toBe(3);
    expect(quantity.cartQuantityToSend(' 7 ', 2)).toBe(7);
  });
  it('never lets minus go below 1', () => {
    expect(quantity.decrementQuantity(3)).toBe(2);
    expect(quantity.decrementQuantity(1)).toBe(1);
    expect(quantity.decrementQuantity(0)).toBe(1);
    expect(quantity.decrementQuantity(Number.NaN)).toBe(1);
    expect(quantity.incrementQuantity(1)).toBe(2);
    expect(quantity.incrementQuantity(Number.NaN)).toBe(1);
  });
});

describe('product page quantity', () => {
  it.each([
    ['', 1],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['2.5', 1],
    ['4', 4],
  ])('%j becomes %d', (raw, expected) =>
    expect(quantity.productQuantityFromInput(raw)).toBe(expected),
  );
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('calls once with the latest value after 500 ms of quiet', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const send = quantity.debounce(
      (value: number) => sent.push(value),
      quantity.QUANTITY_DEBOUNCE_MS,
    );
    send(2);
    vi.advanceTimersByTime(499);
    send(3);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([3]);
  });
  it('can be cancelled or flushed', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const send = quantity.debounce((value: number) => sent.push(value), 500);
    send(1);
    send.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    send(5);
    send.flush();
    expect(sent).toEqual([5]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([5]);
  });
});
