import { create } from 'zustand';

export interface ErrorDialogContent {
  title?: string;
  message?: string;
  onRetry?: () => Promise<unknown>;
}

export interface ErrorDialogState extends ErrorDialogContent {
  isOpen: boolean;
  open: (content: ErrorDialogContent) => void;
  close: () => void;
}

export const useErrorDialogStore = create<ErrorDialogState>()((set) => ({
  isOpen: false,
  open: ({ title, message, onRetry }) => set({ isOpen: true, title, message, onRetry }),
  close: () => set({ isOpen: false, onRetry: undefined }),
}));
