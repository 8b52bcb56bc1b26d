import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rootsInDocument } from '../test/roots-in-document';
import { handOverTypedFields } from './held-taps';

/** A form as a page renders it: every field controlled by React state, shown back as text. */
function OrderForm() {
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [state, setState] = useState('Selangor');
  const [gift, setGift] = useState(false);
  const [mode, setMode] = useState('delivery');
  return (
    <form>
      <input
        aria-label="Quantity"
        type="number"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="State" value={state} onChange={(event) => setState(event.target.value)}>
        <option value="Selangor">Selangor</option>
        <option value="Sabah">Sabah</option>
      </select>
      <input
        aria-label="Gift"
        type="checkbox"
        checked={gift}
        onChange={(event) => setGift(event.target.checked)}
      />
      {['delivery', 'pickup'].map((value) => (
        <input
          key={value}
          aria-label={value === 'delivery' ? 'Delivery' : 'Pickup'}
          type="radio"
          name="mode"
          checked={mode === value}
          onChange={() => setMode(value)}
        />
      ))}
      <output>{`${quantity}|${note}|${state}|${String(gift)}|${mode}`}</output>
    </form>
  );
}

const roots = rootsInDocument();

/** The prerendered form, filled in by `fill` before React hydrates it. */
async function hydrateAfter(fill: (form: HTMLElement) => void): Promise<HTMLElement> {
  const container = roots.container(renderToString(<OrderForm />));
  fill(container);
  await act(async () => {
    roots.keep(hydrateRoot(container, <OrderForm />));
  });
  return container;
}

const field = <T extends Element>(form: HTMLElement, label: string) =>
  form.querySelector<T & HTMLElement>(`[aria-label="${label}"]`)!;
const shown = (form: HTMLElement) => form.querySelector('output')?.textContent;

describe('handOverTypedFields', () => {
  it('gives React every field filled in before hydration', async () => {
    const form = await hydrateAfter((page) => {
      field<HTMLInputElement>(page, 'Quantity').value = '2';
      field<HTMLTextAreaElement>(page, 'Note').value = 'Leave at the guardhouse';
      field<HTMLSelectElement>(page, 'State').value = 'Sabah';
      field<HTMLInputElement>(page, 'Gift').checked = true;
      field<HTMLInputElement>(page, 'Pickup').checked = true;
    });
    // React keeps what is on screen while hydrating, but its state is still the prerendered one.
    expect(field<HTMLInputElement>(form, 'Quantity').value).toBe('2');
    expect(shown(form)).toBe('1||Selangor|false|delivery');

    let handed = 0;
    act(() => {
      handed = handOverTypedFields(form);
    });
    expect(handed).toBe(5);
    expect(shown(form)).toBe('2|Leave at the guardhouse|Sabah|true|pickup');
    expect(field<HTMLInputElement>(form, 'Quantity').value).toBe('2');
    expect(field<HTMLInputElement>(form, 'Pickup').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'Delivery').checked).toBe(false);
  });

  it('gives React a field emptied before hydration', async () => {
    const form = await hydrateAfter((page) => {
      field<HTMLInputElement>(page, 'Quantity').value = '';
    });
    act(() => {
      expect(handOverTypedFields(form)).toBe(1);
    });
    expect(shown(form)).toBe('||Selangor|false|delivery');
  });

  it('leaves alone the fields nobody touched', async () => {
    const form = await hydrateAfter(() => {});
    let handed = -1;
    act(() => {
      handed = handOverTypedFields(form);
    });
    expect(handed).toBe(0);
    expect(shown(form)).toBe('1||Selangor|false|delivery');
  });
});
