import Skeleton from '@mui/material/Skeleton';

/** What the checkout shows until its form has loaded and the cart is known (the server sends this too). */
export function BodySkeleton() {
  return <Skeleton variant="rounded" height={240} />;
}
