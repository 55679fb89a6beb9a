/**
 * Toasts without react-toastify in the first-load bundle: the library loads on the first toast (and when
 * the browser is idle, for the container).
 */
type Kind = 'success' | 'error';

export async function notify(kind: Kind, message: string, toastId?: string): Promise<void> {
  const { toast } = await import('react-toastify');
  toast[kind](message, toastId ? { toastId } : undefined);
}
