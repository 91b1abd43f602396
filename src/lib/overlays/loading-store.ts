import { create } from 'zustand';
import { wait } from '@/lib/api/api-client';

export interface LoadingState {
  isLoading: boolean;
  setLoading: (isLoading: boolean) => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  isLoading: false,
  setLoading: (isLoading) => set({ isLoading }),
}));

/** Turns the full-screen spinner on for the duration of `task`, off even when it fails. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  useLoadingStore.getState().setLoading(true);
  try {
    return await task();
  } finally {
    useLoadingStore.getState().setLoading(false);
  }
}

/** The transition variant: on, wait `delayMs` (1000), run `callback`, wait 100 ms, off. */
export async function withLoadingTransition(
  callback: () => void | Promise<void>,
  delayMs = 1000,
): Promise<void> {
  useLoadingStore.getState().setLoading(true);
  try {
    await wait(delayMs);
    await callback();
    await wait(100);
  } finally {
    useLoadingStore.getState().setLoading(false);
  }
}
