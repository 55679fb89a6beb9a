/** Which header a path gets, and where its back button goes (spec §2). */
const BACK_BAR_SEGMENTS = ['checkout', 'profile', 'settings', 'help', 'orders/', 'be-seller'];

export function usesBackBar(pathname: string): boolean {
  return BACK_BAR_SEGMENTS.some((s) => pathname.includes(s));
}

export type BackTarget = { kind: 'path'; path: string } | { kind: 'history' };

export function backTarget(pathname: string): BackTarget {
  if (pathname.includes('orders/')) return { kind: 'path', path: '/orders' };
  if (pathname.includes('checkout')) return { kind: 'history' };
  return { kind: 'path', path: '/' };
}

/** "Firstname L." for the profile menu. */
export function shortName(user: { firstname?: string; lastname?: string } | null | undefined): string {
  if (!user) return '';
  const first = user.firstname?.trim() ?? '';
  const initial = user.lastname?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Footer layout by the `ui_type` setting: 1 → one layout; 2, 3 and 4 share another; anything else → 1. */
export function footerVariant(uiType: string | number | undefined): 'one' | 'shared' {
  return ['2', '3', '4'].includes(String(uiType)) ? 'shared' : 'one';
}
