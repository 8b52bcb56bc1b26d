import { useEffect, useState } from 'react';

export type ScrollDirection = 'up' | 'down';

export interface ScrollState {
  readonly y: number;
  readonly direction: ScrollDirection;
}

/** Movements smaller than this many px do not flip the direction (touch jitter). */
const JITTER = 4;

/** The window's scroll offset and the direction of the last real movement. */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ y: 0, direction: 'up' });
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = window.scrollY;
      const delta = y - last;
      const moved = Math.abs(delta) >= JITTER || y <= 0;
      if (moved) last = y;
      setState((previous) => {
        const direction: ScrollDirection =
          y <= 0 ? 'up' : !moved ? previous.direction : delta > 0 ? 'down' : 'up';
        return previous.y === y && previous.direction === direction ? previous : { y, direction };
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
