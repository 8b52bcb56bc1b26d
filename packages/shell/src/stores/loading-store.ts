import { create } from 'zustand';

/**
 * The global loading flag behind the full-screen spinner (spec §2, §4). It counts holders so
 * overlapping tasks keep it on until the last one finishes.
 */
export interface LoadingState {
  readonly holders: number;
  start(): void;
  stop(): void;
  reset(): void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  holders: 0,
  start: () => set((state) => ({ holders: state.holders + 1 })),
  stop: () => set((state) => ({ holders: Math.max(0, state.holders - 1) })),
  reset: () => set({ holders: 0 }),
}));

export const useIsLoading = (): boolean => useLoadingStore((state) => state.holders > 0);

/** Runs a task with the global loading flag on. */
export const withLoading = async <T>(task: () => Promise<T>): Promise<T> => {
  const { start, stop } = useLoadingStore.getState();
  start();
  try {
    return await task();
  } finally {
    stop();
  }
};
