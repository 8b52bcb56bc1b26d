import { Accordion } from '@nyiur/ui';
import { Section } from './section';

export interface AccordionSectionProps {
  readonly id: string;
  readonly title: string;
  /** Each item's id is this and its place, from 1: `benefit-1`, `benefit-2`… */
  readonly itemId: string;
  readonly items: readonly { readonly title: string; readonly text: string }[];
}

/** A muted section of titles that each open to one paragraph (benefits, answers). */
export function AccordionSection({ id, title, itemId, items }: AccordionSectionProps) {
  return (
    <Section id={id} title={title} tone="muted" size="md">
      <Accordion
        type="multiple"
        items={items.map((item, index) => ({
          id: `${itemId}-${index + 1}`,
          title: item.title,
          content: <p>{item.text}</p>,
        }))}
      />
    </Section>
  );
}
