import { Suspense, lazy, memo, useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import type { AfterHydration } from './after-hydration';
import { countAsHydrating, settled } from './after-hydration';
import { handOver, heldIn, typedFields, type Typed } from './held-taps';
import styles from './first-use.module.css';

/** What a person does to a form that shows they are about to use it. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * A component whose code loads when the person first uses it, for a part the prerendered page
 * shows in full and that does nothing until it is used (a form). Until then the prerendered markup
 * stays in place, untouched, as with {@link afterHydration}: the page's first load, and what a
 * phone fetches and runs while the page settles, leave it out.
 *
 * It loads on the first press, focus, key or typed character inside the part, or a mouse pointed
 * at it (which comes a moment before a click), and at once when the page hydrates with a field of
 * it focused, filled in or a button of it tapped (held by the page's end-of-body script). What the
 * person does meanwhile is not lost: the values typed before the part hydrates are read just
 * before it does and handed to it once it has (its form library resets them to its defaults as it
 * mounts), and a button tapped meanwhile is tapped again then, as the held taps are. Rendered in
 * the browser after the page has loaded (a client-side visit), it loads at once; so it does when
 * `options.atOnce` says the instance needs its code from the start (a form the URL fills in).
 *
 * The part is wrapped in an element that takes no room (`display: contents`), which the
 * listeners look for. The prerender must not wait on the code: as with `afterHydration`, the module
 * that uses it awaits `preload()` when it is built for the prerender.
 */
export function onFirstUse<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: {
    /** True when an instance is needed as soon as the page has hydrated (a query of the URL it reads). */
    readonly atOnce?: (props: Props) => boolean;
  } = {},
): AfterHydration<Props> {
  let loaded: ComponentType<Props> | null = null;
  let started: Promise<ComponentType<Props>> | null = null;
  let partMounted = false;
  let markMounted = () => {};
  const wrappers = new Set<HTMLElement>();
  /** Values typed into each instance before it hydrated, read just before it does. */
  let typedBefore: Typed[] = [];
  /** Buttons tapped, and forms sent with Enter, inside an instance before it hydrated. */
  let tapped: HTMLButtonElement[] = [];
  let sent: HTMLFormElement[] = [];

  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });

  const start = (): Promise<ComponentType<Props>> => {
    if (started) return started;
    const mounted = countAsHydrating();
    let done = false;
    markMounted = () => {
      if (done) return;
      done = true;
      partMounted = true;
      mounted();
      const typed = typedBefore;
      const taps = tapped;
      const forms = sent;
      typedBefore = [];
      tapped = [];
      sent = [];
      // After the part's own effects (its form library registers its fields as it mounts).
      setTimeout(() => {
        handOver(typed);
        for (const button of taps) if (button.isConnected) button.click();
        for (const form of forms) {
          const tappedToo = taps.some((button) => button.form === form);
          if (!tappedToo && form.isConnected) form.requestSubmit();
        }
      }, 0);
    };
    started = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        mounted();
        throw error;
      },
    );
    open();
    return started;
  };

  function Mounted(props: Props) {
    // Read as the part hydrates, before its fields are registered and reset.
    if (!partMounted && typedBefore.length === 0) {
      typedBefore = [...wrappers].flatMap((wrapper) => typedFields(wrapper));
    }
    useEffect(() => markMounted(), []);
    const Component = loaded as ComponentType<Props>;
    return <Component {...props} />;
  }

  const Part = lazy(() =>
    loaded
      ? (settled({ default: Mounted }) as Promise<{ default: ComponentType<Props> }>)
      : opened.then(() => start()).then(() => ({ default: Mounted })),
  );

  function FirstUse(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    // Read once, when the page hydrates: later props reach the part once it has loaded.
    useEffect(() => {
      const wrapper = ref.current;
      if (!wrapper || partMounted) return;
      wrappers.add(wrapper);
      const wantCode = () => void start();
      const inside = (event: Event) =>
        event.target instanceof Node && wrapper.contains(event.target);
      const onUse = (event: Event) => {
        if (inside(event)) wantCode();
      };
      const onPointerOver = (event: PointerEvent) => {
        if (event.pointerType === 'mouse' && inside(event)) wantCode();
      };
      // A tap on a button of the part before it answers: held, and tapped again once it does.
      const onClick = (event: MouseEvent) => {
        if (partMounted || !inside(event)) return;
        const button = (event.target as Element).closest('button');
        if (!button || !wrapper.contains(button)) return;
        event.preventDefault();
        event.stopPropagation();
        if (!tapped.includes(button)) tapped.push(button);
        wantCode();
      };
      const onSubmit = (event: Event) => {
        if (partMounted || !inside(event)) return;
        event.preventDefault();
        event.stopPropagation();
        const form = event.target as HTMLFormElement;
        if (!sent.includes(form)) sent.push(form);
        wantCode();
      };
      // On the document, in the capture phase: ahead of React's own listeners on its root, which
      // hold back an event aimed at a part still to hydrate.
      const listeners: [string, (event: never) => void][] = [
        ...USE_EVENTS.map((type) => [type, onUse] as [string, (event: never) => void]),
        ['pointerover', onPointerOver],
        ['click', onClick],
        ['submit', onSubmit],
      ];
      for (const [type, listener] of listeners) {
        document.addEventListener(type, listener as EventListener, { capture: true });
      }
      // Rendered by the browser (no prerendered markup inside), or already in use.
      const inUse =
        wrapper.childElementCount === 0 ||
        options.atOnce?.(props) === true ||
        wrapper.contains(document.activeElement) ||
        typedFields(wrapper).length > 0 ||
        heldIn(wrapper);
      if (inUse) wantCode();
      return () => {
        wrappers.delete(wrapper);
        for (const [type, listener] of listeners) {
          document.removeEventListener(type, listener as EventListener, { capture: true });
        }
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    }, []);
    return (
      <div ref={ref} className={styles.part} data-first-use="">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }

  // A parent's re-render with the same props does not reach the boundary before it hydrates.
  return Object.assign(memo(FirstUse) as unknown as ComponentType<Props>, {
    preload: async () => {
      loaded = await load();
    },
  });
}
