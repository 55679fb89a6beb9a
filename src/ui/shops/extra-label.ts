import type { ExtraValue } from '../types/api';

/**
 * An extra value as the reader sees it: its text in their language, else the neutral value. Apart from
 * pricing.ts, which the shop page loads first: only the modal, the cart and orders show option values.
 */
export const extraLabel = (extra: Pick<ExtraValue, 'value' | 'translation'>) => extra.translation?.title || extra.value;
