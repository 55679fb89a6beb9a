/** A payment method's name: the known ones by their own text, other card providers as "Card · <tag>". */
export const methodLabel = (tag: string, t: (k: string) => string) => (['cash', 'wallet', 'demo', 'stripe'].includes(tag) ? t(`payment.method.${tag}`) : `${t('payment.method.card')} · ${tag}`);
