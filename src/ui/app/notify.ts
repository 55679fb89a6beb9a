/**
 * Toasts without react-toastify in the first-load bundle or at load: the library and its container arrive with
 * the first toast (react-toastify queues a toast sent before a container mounts and shows it on mount).
 */
type Kind = 'success' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

/** For <Toasts>: whether a toast was ever asked for, and a way to hear when it first is. */
export const toastsWanted = (): boolean => wanted;
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify(kind: Kind, message: string, toastId?: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('react-toastify');
  toast[kind](message, toastId ? { toastId } : undefined);
}
