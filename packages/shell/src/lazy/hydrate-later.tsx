import { Suspense, memo, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { countAsHydrating } from './after-hydration';
import { handOverTypedFields } from './held-taps';

/** A part's place in the line of parts that hydrate after the page's first pass. */
interface Turn {
  /** False until the part may hydrate. */
  ready: boolean;
  /** Settles when the part may hydrate. */
  readonly come: Promise<void>;
}

const AT_ONCE: Turn = { ready: true, come: Promise.resolve() };

/**
 * True while the page hydrates: during its first pass (see {@link hydrateInTurns}) and in the task
 * in which a part's turn comes (a part met there waits for a later task of its own in turn).
 */
let hydrating = false;
/** The parts waiting for a task of their own, in page order: each lets its part in. */
const line: (() => () => void)[] = [];
let lineMoving = false;

/**
 * Lets the next part in line hydrate (Preact renders it in this task's microtasks), then, in the
 * next task, counts it as hydrated and moves on; the line stops when it is empty.
 */
function moveLine(): void {
  const next = line.shift();
  if (!next) {
    lineMoving = false;
    return;
  }
  hydrating = true;
  const hydrated = next();
  setTimeout(() => {
    hydrating = false;
    hydrated();
    moveLine();
  }, 0);
}

function takeTurn(): Turn {
  if (!hydrating) return AT_ONCE;
  // Counted as hydrating (for the held taps) until the line has moved past it.
  const hydrated = countAsHydrating();
  let letIn = () => {};
  const turn: Turn = {
    ready: false,
    come: new Promise<void>((resolve) => {
      letIn = resolve;
    }),
  };
  line.push(() => {
    turn.ready = true;
    letIn();
    return hydrated;
  });
  if (!lineMoving) {
    lineMoving = true;
    setTimeout(moveLine, 0);
  }
  return turn;
}

/**
 * Runs the page's first hydrating pass (`hydrateRoot` on Preact, which hydrates at once): each
 * {@link HydrateLater} part met during it waits for a task of its own, and so does a part met
 * while such a part hydrates. A part rendered otherwise (a client-side visit) renders at once.
 */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface PartProps {
  readonly turn: Turn;
  /** Called with true once the part has hydrated, in the same task. */
  readonly onHydrated: (hydrated: true) => void;
  readonly children: ReactNode;
}

/** Suspends, keeping the prerendered markup, until the part's turn has come. */
function WaitForTurn({ turn, onHydrated, children }: PartProps) {
  if (!turn.ready) throw turn.come;
  return (
    <Hydrated turn={turn} onHydrated={onHydrated}>
      {children}
    </Hydrated>
  );
}

function Hydrated({ turn, onHydrated, children }: PartProps) {
  useLayoutEffect(() => {
    // The parts within this one have taken their turns by now: a render after this is a visit's.
    hydrating = false;
    // A part that waited starts from the prerender's state: it is handed what was typed into its
    // fields meanwhile, read now, in the task it hydrated in (see `handOverTypedFields`).
    if (turn !== AT_ONCE) handOverTypedFields();
    onHydrated(true);
  }, [turn, onHydrated]);
  return children;
}

/**
 * The part's boundary. While the part waits, a re-render of the page above it stops here: Preact
 * keeps a waiting part's markup only as the first pass left it, and a re-render that reached it
 * with other children (the top bar once the shop's settings have come) would put their new
 * elements elsewhere in the page. The part hydrates with the children of the first pass, as the
 * prerender wrote them, and is rendered again with the latest ones straight after.
 */
const Boundary = memo(
  function Boundary({ turn, onHydrated, children }: PartProps) {
    return (
      <Suspense fallback={null}>
        <WaitForTurn turn={turn} onHydrated={onHydrated}>
          {children}
        </WaitForTurn>
      </Suspense>
    );
  },
  (_previous, next) => !next.turn.ready,
);

/**
 * A part of the page, below its first view, that hydrates in a task of its own after the page's
 * first pass rather than within it. On a phone the whole page hydrating at once is one long task
 * that keeps the page from answering a tap; split, each part takes a few milliseconds and a tap
 * between them is answered. Until its turn the part shows its prerendered markup, untouched; a
 * button tapped meanwhile is held and tapped again once every part has hydrated (the held taps
 * wait for `whenPartsHydrated`, which counts these parts).
 *
 * The part must render exactly one element at its root (a `<section>`, the `<footer>`): Preact
 * keeps the first element it finds for a part that waits as it hydrates. Rendered on a
 * client-side visit, by the prerender or on React DOM (the dev server, the tests), it renders at
 * once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurn);
  // Set once the part has hydrated: this render then passes the latest children down.
  const [, setHydrated] = useState(turn.ready);
  return (
    <Boundary turn={turn} onHydrated={setHydrated}>
      {children}
    </Boundary>
  );
}
