import { create } from 'zustand';

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
