/** The payment method used last (its tag), remembered in this browser so the next checkout starts with it. */
const KEY = 'groops.checkout.payment';

export function lastPaymentTag(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: start with the first method
  }
}

export function rememberPaymentTag(tag: string): void {
  try {
    window.localStorage.setItem(KEY, tag);
  } catch {
    // storage blocked or full: nothing to remember
  }
}
