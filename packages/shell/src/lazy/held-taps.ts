/**
 * Taps again the buttons tapped before the page's code had come: the page's end-of-body script
 * held them (`START_AFTER_FIRST_PAINT` in `@nyiur/build-tools`). Called once the page has
 * hydrated; does nothing on a page that held none.
 */
export function replayHeldTaps(): void {
  const replay = (window as { __nyiurReplayTaps?: () => void }).__nyiurReplayTaps;
  replay?.();
}
