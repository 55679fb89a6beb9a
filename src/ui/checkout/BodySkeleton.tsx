import ui from '../app/plain.module.css';

/** What the checkout shows until its form has loaded and the cart is known (the server sends this too; plain CSS). */
export function BodySkeleton() {
  return <span className={ui.skel} style={{ height: 240, borderRadius: 12 }} />;
}
