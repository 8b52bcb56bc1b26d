import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import styles from './accordion.module.css';

export type AccordionItem = {
  /** Stable key, also the value used by defaultValue. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

type CommonProps = {
  items: readonly AccordionItem[];
  /** Heading level of each item's button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

export type AccordionProps = CommonProps &
  (
    | { type?: 'single'; defaultValue?: string; collapsible?: boolean }
    | { type: 'multiple'; defaultValue?: string[] }
  );

const initiallyOpen = (props: AccordionProps): readonly string[] => {
  if (props.type === 'multiple') return props.defaultValue ?? [];
  return props.defaultValue === undefined ? [] : [props.defaultValue];
};

/** The item ids open after a tap on `id` (the same list when nothing changes). */
function toggled(props: AccordionProps, open: readonly string[], id: string): readonly string[] {
  const isOpen = open.includes(id);
  if (props.type === 'multiple') {
    return isOpen ? open.filter((value) => value !== id) : [...open, id];
  }
  if (isOpen) return (props.collapsible ?? true) ? [] : open;
  return [id];
}

/** Where each key moves the focus, from button `current` of `count` (wrapping at the ends). */
const FOCUS_MOVES = new Map<string, (current: number, count: number) => number>([
  ['ArrowDown', (current, count) => (current + 1) % count],
  ['ArrowUp', (current, count) => (current - 1 + count) % count],
  ['Home', () => 0],
  ['End', (_current, count) => count - 1],
]);

/** Up/Down/Home/End move the focus between the accordion's enabled buttons. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = FOCUS_MOVES.get(event.key);
  if (!move) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(
      `button.${styles.trigger}:not(:disabled)`,
    ),
  ];
  const current = triggers.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  triggers[move(current, triggers.length)]?.focus();
}

/**
 * Expandable sections (product details, benefits, FAQs). Each title is a button inside a
 * heading, naming the region it opens; Up/Down/Home/End move between them, Enter and Space
 * toggle. Closed answers stay in the page, hidden, so the prerendered HTML carries every answer.
 *
 * Plain state and attributes, with nothing measured: the accordion hydrates without reading the
 * layout or rendering again while the page's hydration commits (decision 0022).
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const Heading = `h${headingLevel}` as const;
  const baseId = useId();
  const [open, setOpen] = useState<readonly string[]>(() => initiallyOpen(props));

  return (
    <div className={cx(styles.accordion, className)} onKeyDown={moveFocus}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}-trigger-${index}`;
        const contentId = `${baseId}-content-${index}`;
        return (
          <div key={item.id} className={styles.item} data-state={state}>
            <Heading className={styles.header}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={contentId}
                data-state={state}
                disabled={item.disabled}
                onClick={() => setOpen((current) => toggled(props, current, item.id))}
              >
                {item.title}
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              className={styles.content}
              data-state={state}
              hidden={!isOpen}
            >
              <div className={styles.contentInner}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
