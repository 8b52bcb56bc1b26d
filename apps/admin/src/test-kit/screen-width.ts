import { within } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A screen above the phone breakpoint: every media query matches, so a DataList is a table.
 * jsdom has no matchMedia (a phone's cards); the set-up unstubs it after each test.
 */
export function wideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A DataList card's values with their labels, as the phone shows them: [label, value]. */
export const labelledValues = (card: HTMLElement): [string, string][] =>
  within(card)
    .queryAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
