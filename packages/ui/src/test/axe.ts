import axe from 'axe-core';

/**
 * Runs axe-core on a rendered element and returns the ids of violated rules with their targets.
 * Colour contrast needs real layout, which jsdom does not compute, so only that rule is off;
 * contrast is checked in Storybook's accessibility panel instead.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
