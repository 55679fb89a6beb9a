import { clientOnly } from './client-only';
import { useSyncExternalStore } from 'react';
import { TOAST } from '../config/constants';
import { onToastsWanted, toastsWanted } from './notify';

const ToastContainer = clientOnly(() => import('react-toastify').then((m) => m.ToastContainer));

/**
 * Top-right toasts, auto-closing after 5 s (spec §9). The container mounts with the first toast, not at load:
 * loading and mounting it cost a long task on every page while most visits never see a toast.
 */
export function Toasts({ rtl }: { rtl: boolean }) {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoClose} rtl={rtl} />;
}
