import type { ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
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

/**
 * Expandable sections (product details, benefits, FAQs). Each title is a button inside a
 * heading; Up/Down/Home/End move between them, Enter and Space toggle.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const Heading = `h${headingLevel}` as const;
  const body = items.map((item) => (
    <RadixAccordion.Item
      key={item.id}
      value={item.id}
      disabled={item.disabled}
      className={styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        defaultValue={props.defaultValue}
        className={cx(styles.accordion, className)}
      >
        {body}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible={props.collapsible ?? true}
      defaultValue={props.defaultValue}
      className={cx(styles.accordion, className)}
    >
      {body}
    </RadixAccordion.Root>
  );
}
