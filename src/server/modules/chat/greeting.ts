/**
 * The demo operator's first answer in a support chat, in the customer's language (the storefront's shipped
 * locales; anything else gets English). Kept here rather than in the translations table: it is demo text
 * the server writes, not a storefront label.
 */
const GREETINGS: Record<string, string> = {
  en: 'Hi! Thanks for writing to Groops support. We have your message and will answer here shortly.',
  ar: 'مرحبًا! شكرًا لتواصلك مع دعم Groops. وصلتنا رسالتك وسنرد عليك هنا قريبًا.',
  es: '¡Hola! Gracias por escribir al soporte de Groops. Recibimos tu mensaje y te responderemos aquí en breve.',
  fr: 'Bonjour ! Merci d’avoir écrit au support Groops. Nous avons reçu votre message et vous répondrons ici très vite.',
};

export function demoGreeting(lang: string | undefined): string {
  const base = (lang ?? 'en').slice(0, 2).toLowerCase();
  return GREETINGS[base] ?? GREETINGS.en;
}
