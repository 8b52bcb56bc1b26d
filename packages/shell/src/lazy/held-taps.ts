import { whenPartsHydrated } from './after-hydration';

/** A form field as the hand-over reads it. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value a shopper does not type or pick. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** The setter of `value` on the element's own prototype, behind React's value tracker. */
function nativeValueSetter(field: Field): ((value: string) => void) | undefined {
  const prototype = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/** A field whose value differs from what React rendered into it, and that value. */
export type Typed =
  | { readonly field: HTMLInputElement; readonly checked: boolean }
  | { readonly field: Field; readonly value: string };

/** The fields filled in differently from how React rendered them. */
export function typedFields(root: ParentNode): Typed[] {
  const found: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLInputElement) {
      if (NOT_TYPED.has(field.type)) continue;
      if (field.type === 'checkbox' || field.type === 'radio') {
        // A radio counts where it was picked; the one it replaced follows by itself.
        const changed =
          field.type === 'checkbox'
            ? field.checked !== field.defaultChecked
            : field.checked && !field.defaultChecked;
        if (changed) found.push({ field, checked: field.checked });
        continue;
      }
    }
    const rendered =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ??
          field.options[0]?.value ??
          '')
        : field.defaultValue;
    if (field.value !== rendered) found.push({ field, value: field.value });
  }
  return found;
}

/**
 * Gives React what the shopper typed or picked before the page had hydrated. React keeps such a
 * value on screen while hydrating, but its state still holds what the page was prerendered with,
 * so "2" typed into Quantity would show 2 and add 1. Each such field is handed over as if it were
 * filled in now: React is told the field shows what it currently holds, the shopper's value is put
 * back behind React's back and the event React listens to is sent, so React sees a change. The
 * values are read before the first hand-over (React's re-render after one resets the others).
 * Answers how many fields it handed over.
 */
export function handOverTypedFields(root: ParentNode = document): number {
  return handOver(typedFields(root));
}

/**
 * Hands React the values read earlier with {@link typedFields} (see
 * {@link handOverTypedFields}); a field no longer in the page is left out. Answers how many.
 */
export function handOver(typed: readonly Typed[]): number {
  let count = 0;
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    count += 1;
    const { field } = entry;
    if ('checked' in entry) {
      // Through React's tracker: it now believes the box shows the opposite; the click sets it.
      (field as HTMLInputElement).checked = !entry.checked;
      field.click();
      continue;
    }
    const setNative = nativeValueSetter(field);
    if (!setNative) continue;
    // Any value but the shopper's, set through React's tracker (it records the string it is
    // given), so the shopper's value reads as a change, an emptied field included.
    field.value = `${entry.value}\u200b`;
    setNative.call(field, entry.value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  return count;
}

/** True when a tap or a form the page's end-of-body script holds lies inside the node. */
export function heldIn(node: Node): boolean {
  const heldInNode = (window as { __nyiurHeldIn?: (node: Node) => boolean }).__nyiurHeldIn;
  return heldInNode ? heldInNode(node) : false;
}

/**
 * Once the page has hydrated and the parts hydrating after its first pass and those loaded after
 * hydration that the page shows have too (the forms: {@link whenPartsHydrated}): hands React the
 * fields filled in before (see {@link handOverTypedFields}) and, after React has re-rendered, taps
 * again the buttons tapped and sends the forms submitted before the page's code had come: the
 * page's end-of-body script held them until then (`START_AFTER_FIRST_PAINT` in
 * `@nyiur/build-tools`). Does nothing more on a page that held none.
 */
export function replayHeldTaps(): void {
  const replay = (window as { __nyiurReplayTaps?: () => void }).__nyiurReplayTaps;
  void whenPartsHydrated().then(() => {
    handOverTypedFields();
    if (replay) setTimeout(replay, 0);
  });
}
