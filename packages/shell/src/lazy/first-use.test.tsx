import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rootsInDocument } from '../test/roots-in-document';
import { whenPartsHydrated } from './after-hydration';
import { onFirstUse } from './first-use';

const roots = rootsInDocument();

/** A small form: a name field and a button that says how often it was pressed, with the name. */
function NameForm({ label }: { label: string }) {
  const [name, setName] = useState('');
  const [pressed, setPressed] = useState(0);
  return (
    <form aria-label={label}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={() => setPressed((count) => count + 1)}>
        {`Pressed ${pressed} for ${name || 'nobody'}`}
      </button>
    </form>
  );
}

/** A part whose code is counted when asked for and comes when `arrive` is called. */
function partArrivingLater(options?: Parameters<typeof onFirstUse<{ label: string }>>[1]) {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let asked = 0;
  const Part = onFirstUse<{ label: string }>(async () => {
    asked += 1;
    await code;
    return NameForm;
  }, options);
  return { Part, arrive: () => arrive(), asked: () => asked };
}

/** The prerendered markup of the part, as the prerender writes it (code loaded first). */
async function prerendered(label: string): Promise<string> {
  const Server = onFirstUse<{ label: string }>(async () => NameForm);
  await Server.preload();
  return renderToString(<Server label={label} />);
}

const settledWithin = async (promise: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

const flush = async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('onFirstUse', () => {
  it('leaves a prerendered part alone until it is used, then hydrates it', async () => {
    const { Part, arrive, asked } = partArrivingLater();
    const container = roots.container(await prerendered('Ask us'));
    await act(async () => {
      roots.keep(hydrateRoot(container, <Part label="Ask us" />));
    });
    await flush();
    expect(asked()).toBe(0);
    expect(container.querySelector('button')?.textContent).toBe('Pressed 0 for nobody');

    const field = container.querySelector('input') as HTMLInputElement;
    act(() => field.focus());
    expect(asked()).toBe(1);
    // Typed and pressed before the code has come: kept, and pressed again once it has.
    act(() => {
      field.value = 'Aishah';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      container.querySelector('button')?.click();
    });
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    expect(container.querySelector('button')?.textContent).toBe('Pressed 1 for Aishah');
  });

  it('loads at once when the page hydrates with the URL asking for it', async () => {
    const { Part, arrive, asked } = partArrivingLater({ atOnce: ({ label }) => label === 'Now' });
    const container = roots.container(await prerendered('Now'));
    await act(async () => {
      roots.keep(hydrateRoot(container, <Part label="Now" />));
    });
    expect(asked()).toBe(1);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('loads at once when the browser renders it (a client-side visit)', async () => {
    const { Part, arrive, asked } = partArrivingLater();
    const container = roots.container();
    const root = roots.keep(createRoot(container));
    await act(async () => {
      root.render(<Part label="Visited" />);
    });
    expect(asked()).toBe(1);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await settledWithin(whenPartsHydrated(), 100)).toBe(true);
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Visited');
  });
});
