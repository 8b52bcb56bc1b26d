// On Preact's React layer, as the sites' browser builds run (decision 0020): the parts' waiting
// relies on how Preact keeps prerendered markup for a part that suspends as it hydrates.
vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/jsx-dev-runtime'));

import { hydrate, render, useState } from 'preact/compat';
import { HydrateLater, hydrateInTurns } from './hydrate-later';
import { whenPartsHydrated } from './after-hydration';

/** A section with a counter button, as a page below its first view would have. */
function Counted({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id={name}>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${name} ${count}`}
      </button>
    </section>
  );
}

function Page() {
  return (
    <div>
      <Counted name="top" />
      <HydrateLater>
        <Counted name="middle" />
      </HydrateLater>
      <HydrateLater>
        <Counted name="bottom" />
      </HydrateLater>
    </div>
  );
}

/** The prerender's markup: React DOM writes each boundary between `<!--$-->` and `<!--/$-->`. */
const PRERENDERED =
  '<div><section id="top"><button type="button">top 0</button></section>' +
  '<!--$--><section id="middle"><button type="button">middle 0</button></section><!--/$-->' +
  '<!--$--><section id="bottom"><button type="button">bottom 0</button></section><!--/$-->' +
  '</div>';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function buttonOf(container: HTMLElement, id: string): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>(`#${id} button`);
  if (!button) throw new Error(`no button in #${id}`);
  return button;
}

/** Taps a part's button and answers whether its count moved on. */
async function answers(container: HTMLElement, id: string): Promise<boolean> {
  const before = buttonOf(container, id).textContent;
  buttonOf(container, id).click();
  await Promise.resolve();
  await Promise.resolve();
  return buttonOf(container, id).textContent !== before;
}

describe('HydrateLater on Preact', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = PRERENDERED;
    document.body.append(container);
  });
  afterEach(async () => {
    await whenPartsHydrated();
    render(null, container);
    container.remove();
  });

  it('hydrates each part in a task of its own, in page order, keeping the prerendered markup', async () => {
    const middle = container.querySelector('#middle');
    const bottom = container.querySelector('#bottom');
    hydrateInTurns(() => hydrate(<Page />, container));

    // The first pass hydrated the top only; the parts still show their prerendered markup.
    expect(container.querySelector('#middle')).toBe(middle);
    expect(container.querySelector('#bottom')).toBe(bottom);
    expect(await answers(container, 'top')).toBe(true);
    expect(await answers(container, 'middle')).toBe(false);

    await nextTask();
    expect(await answers(container, 'middle')).toBe(true);
    expect(await answers(container, 'bottom')).toBe(false);

    await nextTask();
    expect(await answers(container, 'bottom')).toBe(true);
    // Hydrated in place: the same elements, nothing added or dropped.
    expect(container.querySelector('#middle')).toBe(middle);
    expect(container.querySelector('#bottom')).toBe(bottom);
    expect(container.querySelectorAll('section')).toHaveLength(3);
    expect(buttonOf(container, 'bottom').textContent).toBe('bottom 1');
  });

  it('counts the waiting parts for the held taps', async () => {
    hydrateInTurns(() => hydrate(<Page />, container));
    let settled = false;
    const waiting = whenPartsHydrated().then(() => {
      settled = true;
    });
    await nextTask();
    expect(settled).toBe(false);
    await waiting;
    expect(await answers(container, 'bottom')).toBe(true);
  });

  it('keeps a waiting part in place when the page above it renders again with other children', async () => {
    let showNotice: (show: boolean) => void = () => {};
    function Changing() {
      const [notice, setNotice] = useState(false);
      showNotice = setNotice;
      return (
        <div>
          <Counted name="top" />
          <HydrateLater>
            <section id="middle">
              {notice && <p>Free shipping this week</p>}
              <button type="button">middle</button>
            </section>
          </HydrateLater>
        </div>
      );
    }
    container.innerHTML =
      '<div><section id="top"><button type="button">top 0</button></section>' +
      '<!--$--><section id="middle"><button type="button">middle</button></section><!--/$--></div>';
    const middle = container.querySelector('#middle');
    hydrateInTurns(() => hydrate(<Changing />, container));
    showNotice(true);
    await Promise.resolve();
    await Promise.resolve();
    // Still waiting: the page's re-render did not reach the part's markup.
    expect(container.querySelector('p')).toBeNull();

    await nextTask();
    // Hydrated in place, then rendered with the latest children.
    expect(container.querySelector('#middle')).toBe(middle);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('#middle > p')?.textContent).toBe('Free shipping this week');
    expect(container.firstElementChild?.children).toHaveLength(2);
  });

  it('hands a part what was typed into its field before its turn', async () => {
    function Newsletter() {
      const [email, setEmail] = useState('');
      return (
        <form>
          <input
            aria-label="Email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <output>{email}</output>
        </form>
      );
    }
    container.innerHTML =
      '<div><section id="top"><button type="button">top 0</button></section>' +
      '<!--$--><form><input aria-label="Email" value=""/><output></output></form><!--/$--></div>';
    hydrateInTurns(() =>
      hydrate(
        <div>
          <Counted name="top" />
          <HydrateLater>
            <Newsletter />
          </HydrateLater>
        </div>,
        container,
      ),
    );
    const field = container.querySelector('input');
    if (!field) throw new Error('no field');
    field.value = 'siti@example.com';

    await nextTask();
    await nextTask();
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('siti@example.com');
    expect(container.querySelector('output')?.textContent).toBe('siti@example.com');
  });

  it('renders at once outside the first pass (a client-side visit)', () => {
    const fresh = document.createElement('div');
    document.body.append(fresh);
    render(<Page />, fresh);
    expect(fresh.querySelectorAll('section')).toHaveLength(3);
    expect(fresh.querySelector('#bottom button')?.textContent).toBe('bottom 0');
    render(null, fresh);
    fresh.remove();
  });
});
