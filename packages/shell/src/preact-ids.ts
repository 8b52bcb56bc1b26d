import { options } from 'preact';
import type { VNode } from 'preact';

/** The props that hold an element's id or name another element by its id, and their attributes. */
const ID_PROPS: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-owns', 'aria-owns'],
  ['aria-details', 'aria-details'],
];

/** Preact's vnode with the element it stands for (`_dom`, named `__e` in Preact's build). */
type RenderedVNode = VNode & { __e?: Node | null };

/** Writes the rendered ids into an element where the page holds others. */
export function syncIds(vnode: VNode): void {
  if (typeof vnode.type !== 'string') return;
  const element = (vnode as RenderedVNode).__e;
  if (!element || element.nodeType !== Node.ELEMENT_NODE) return;
  const props = vnode.props as Record<string, unknown>;
  for (const [prop, attribute] of ID_PROPS) {
    const value = props[prop];
    if (typeof value === 'string' && (element as Element).getAttribute(attribute) !== value) {
      (element as Element).setAttribute(attribute, value);
    }
  }
}

/**
 * Keeps the ids on the page those of the browser's render. The prerender (React DOM) and the
 * browser (Preact, decision 0020) make different ids with `useId`, and Preact does not rewrite
 * attributes when it hydrates: a hydrated field would keep the prerender's id while the error
 * message or menu rendered later points at Preact's, and a label or a button's `aria-controls`
 * would name nothing. After each element is rendered, hydrated or not, the id attributes are set
 * to what was rendered.
 */
export function keepIdsInStep(): void {
  const previous = options.diffed;
  options.diffed = (vnode) => {
    syncIds(vnode);
    previous?.(vnode);
  };
}
