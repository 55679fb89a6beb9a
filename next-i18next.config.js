// i18n for the storefront: each language under its own URL prefix (/ar/..., /fr/...), English unprefixed.
// Bundled texts live in public/locales/<lng>/<ns>.json; the API's translations are merged over them per request.
const path = require('path');

/** @type {import('next-i18next').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ar', 'fr', 'es'],
    localeDetection: false,
  },
  fallbackLng: 'en',
  ns: ['translation', 'errors'],
  defaultNS: 'translation',
  // Keys are flat dotted strings ("cart.empty.title"), not nested paths.
  keySeparator: false,
  nsSeparator: false,
  localePath: path.resolve('./public/locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
