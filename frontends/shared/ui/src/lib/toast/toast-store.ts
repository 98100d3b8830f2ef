import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
}

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;

interface ToastState {
  toasts: Toast[];
  show: (options: ToastOptions) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;

/** Toasts are shared by the shell and every remote through this one store. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION }) => {
    const id = nextId++;
    // One toast at a time: a new toast replaces the one on screen.
    set((state) => ({
      toasts: [{ id, title, description, variant, duration }, ...state.toasts].slice(
        0,
        TOAST_LIMIT,
      ),
    }));
    return id;
  },
  dismiss: (id) =>
    set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (components, mutations, event handlers). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = useToastStore.getState().show(options);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

export function dismissToast(id?: number): void {
  useToastStore.getState().dismiss(id);
}
