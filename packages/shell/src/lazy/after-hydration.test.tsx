import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { rootsInDocument } from '../test/roots-in-document';
import { afterHydration, whenPartsHydrated } from './after-hydration';

const roots = rootsInDocument();

/** A part whose code comes when `arrive` is called. */
function partArrivingLater() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = afterHydration<{ label: string }>(async () => {
    await code;
    return ({ label }: { label: string }) => <button type="button">{label}</button>;
  });
  return { Part, arrive: () => arrive() };
}

const settledWithin = async (promise: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ]);

describe('whenPartsHydrated', () => {
  it('waits until a part rendered in the browser has come and mounted', async () => {
    const { Part, arrive } = partArrivingLater();
    const container = roots.container();
    const root = roots.keep(createRoot(container));
    act(() => root.render(<Part label="What is MCT?" />));
    const waiting = whenPartsHydrated();
    expect(await settledWithin(waiting, 50)).toBe(false);
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await settledWithin(waiting, 1_000)).toBe(true);
    expect(container.querySelector('button')?.textContent).toBe('What is MCT?');
  });

  it('settles at once when no part is on its way', async () => {
    expect(await settledWithin(whenPartsHydrated(), 50)).toBe(true);
  });

  it('gives up waiting after its time limit', async () => {
    const { Part } = partArrivingLater();
    const root = roots.keep(createRoot(roots.container()));
    act(() => root.render(<Part label="Never comes" />));
    expect(await settledWithin(whenPartsHydrated(30), 500)).toBe(true);
  });
});
