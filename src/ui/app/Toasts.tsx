import dynamic from 'next/dynamic';
import { TOAST } from '../config/constants';

const ToastContainer = dynamic(() => import('react-toastify').then((m) => m.ToastContainer), { ssr: false });

/** Top-right toasts, auto-closing after 5 s (spec §9); the library loads after the page. */
export function Toasts({ rtl }: { rtl: boolean }) {
  return <ToastContainer position={TOAST.position} autoClose={TOAST.autoClose} rtl={rtl} />;
}
