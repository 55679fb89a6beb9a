import { CheckoutScreen } from '@/ui/checkout/CheckoutScreen';
import { loadCheckoutPage, type CheckoutPageProps } from '@/ui/checkout/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RestaurantCheckoutPage({ id }: CheckoutPageProps) {
  return <CheckoutScreen key={id} id={id} />;
}

/** Plain CSS around the form, which brings MUI with it (ADR 0011). */
RestaurantCheckoutPage.plain = true;

// Signed-in only: guests are sent to /login?next=<this page> by the server.
export const getServerSideProps = shellPage({ signedIn: true }, loadCheckoutPage);
