import { formatDigits } from '@/lib/money';

/**
 * The demo gateway's hosted payment page: plain HTML served by our own server, standing in for a provider's
 * checkout. Three plain form posts (no script): approve, decline, cancel. Its few texts live here because the
 * page belongs to the "provider", not to the storefront's translations.
 */

const TEXTS = {
  en: { title: 'Demo card payment', note: 'Test gateway: no card is charged.', amount: 'Amount', approve: 'Approve payment', decline: 'Decline', cancel: 'Cancel and go back', closed: 'This payment session is closed.', back: 'Back to the shop' },
  ar: { title: 'دفع تجريبي بالبطاقة', note: 'بوابة اختبار: لا يتم خصم أي مبلغ من البطاقة.', amount: 'المبلغ', approve: 'الموافقة على الدفع', decline: 'رفض', cancel: 'إلغاء والعودة', closed: 'جلسة الدفع هذه مغلقة.', back: 'العودة إلى المتجر' },
  fr: { title: 'Paiement par carte (démo)', note: 'Passerelle de test : aucune carte n’est débitée.', amount: 'Montant', approve: 'Approuver le paiement', decline: 'Refuser', cancel: 'Annuler et revenir', closed: 'Cette session de paiement est close.', back: 'Retour à la boutique' },
  es: { title: 'Pago con tarjeta (demo)', note: 'Pasarela de prueba: no se cobra ninguna tarjeta.', amount: 'Importe', approve: 'Aprobar el pago', decline: 'Rechazar', cancel: 'Cancelar y volver', closed: 'Esta sesión de pago está cerrada.', back: 'Volver a la tienda' },
} as const;
type Lang = keyof typeof TEXTS;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DemoPageInput {
  session: string;
  lang: string | undefined;
  /** Minor units and ISO code of what is charged. */
  amount: number;
  currency: string;
  description: string;
  open: boolean;
  backUrl: string;
}

export function renderDemoPage(p: DemoPageInput): string {
  const lang: Lang = p.lang && p.lang in TEXTS ? (p.lang as Lang) : 'en';
  const t = TEXTS[lang];
  const action = (decision: string) => `/api/v1/pay/demo/${encodeURIComponent(p.session)}/${decision}?lang=${lang}`;
  const button = (decision: string, label: string, cls: string) =>
    `<form method="post" action="${action(decision)}"><button type="submit" class="${cls}" data-decision="${decision}">${escape(label)}</button></form>`;
  const body = p.open
    ? `${button('approve', t.approve, 'primary')}${button('decline', t.decline, 'secondary')}${button('cancel', t.cancel, 'link')}`
    : `<p role="status">${escape(t.closed)}</p><a href="${escape(p.backUrl)}">${escape(t.back)}</a>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#111827}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:0 0 16px;color:#4b5563}.amount{font-size:1.75rem;font-weight:700;color:#111827}
form{margin:0 0 8px}button{width:100%;padding:12px;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #d1d5db;background:#fff;color:#111827}
button.primary{background:#15803d;border-color:#15803d;color:#fff}button.link{border:none;text-decoration:underline}
</style></head>
<body><main>
<h1>${escape(t.title)}</h1><p>${escape(t.note)}</p>
<p>${escape(p.description)}</p>
<p>${escape(t.amount)}: <span class="amount" dir="ltr">${escape(formatDigits(p.amount / 100, lang))} ${escape(p.currency.toUpperCase())}</span></p>
${body}
</main></body></html>`;
}
