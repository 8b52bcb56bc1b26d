import { afterHydration } from '@nyiur/shell';
import type { AccordionProps } from '@nyiur/ui';

/**
 * The design system's accordion, its code (Radix Accordion and Collapsible) after the page's
 * first load: the prerendered questions show at once and hydrate once it has come. A question
 * tapped before then is held and tapped again once the accordion answers (the shell's held taps
 * wait for the parts loaded after hydration).
 */
export const Accordion = afterHydration<AccordionProps>(() =>
  import('@nyiur/ui/accordion').then((module) => module.Accordion),
);
if (import.meta.env.SSR) await Accordion.preload();
