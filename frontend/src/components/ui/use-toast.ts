import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** One toast visible; removed 5000 ms after dismissal; shown 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 5000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="..."> element. */
  action?: ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Listener = () => void;

let toasts: ToasterToast[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToasterToast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it leaves the DOM TOAST_REMOVE_DELAY later. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((t) => id === undefined || t.id === id);
  targets.forEach((t) => scheduleRemoval(t.id));
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast. Only TOAST_LIMIT toasts are kept: a new one replaces the visible one. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const entry: ToasterToast = { ...options, id, open: true };
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  dropped.forEach((t) => {
    const timer = removalTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(t.id);
  });
  emit([entry, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): ToasterToast[] => toasts;

/** Reads the toast list; `toast` and `dismiss` work outside React too. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
