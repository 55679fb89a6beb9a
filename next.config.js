const { i18n } = require('./next-i18next.config.js');
// One list of widths for the optimizer and for our <Img> (src/ui/content/image-url.ts), which asks only for these.
const imageSizes = require('./src/ui/config/image-sizes.json');
// The storefront's fixed security headers (src/lib/security-headers.ts reads the same file).
const securityHeaders = require('./src/lib/fixed-security-headers.json');

/** Request over HTTPS, by the same rule as src/lib/forwarded.ts: the first X-Forwarded-Proto entry is `https`. */
const forwardedHttps = [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }];

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  // Separate build folders let parallel checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  i18n,
  poweredByHeader: false,
  // Every page carries its own CSP nonce, so a page's ETag never matched twice; hashing the HTML for it cost ~4% of
  // a rendered page's CPU (ADR 0019).
  generateEtags: false,
  images: { deviceSizes: imageSizes.deviceSizes, imageSizes: imageSizes.imageSizes, qualities: [imageSizes.quality] },
  // Bundle analysis only (`NEXT_SOURCE_MAPS=1`): maps let scripts attribute first-load bytes to modules.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  // `npm run typecheck` (tsc over the whole tree, tests included) is its own step of the test pass.
  typescript: { ignoreBuildErrors: true },
  // Turbopack must transpile these or emotion styles land in <body> and RTL is not flipped.
  transpilePackages: ['@mui/material-nextjs', '@mui/stylis-plugin-rtl'],
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // Pages get their security headers from their own server code, data, robots, sitemap and public files from
  // src/proxy.ts; static chunks and the image optimizer skip the proxy (its machinery cost more than the optimizer's
  // answer from its cache, ADR 0052) and get theirs here. The optimizer sets its own CSP (no scripts, sandboxed).
  // The spec's "become-delivery" screen is the driver application at /deliver (every locale: Next adds them).
  async redirects() {
    return [{ source: '/become-delivery', destination: '/deliver', permanent: true }];
  },
  async headers() {
    const fixed = Object.entries(securityHeaders.page).map(([key, value]) => ({ key, value }));
    return [
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/_next/image', locale: false, headers: fixed },
      { source: '/_next/image', locale: false, has: forwardedHttps, headers: [{ key: 'Strict-Transport-Security', value: securityHeaders.hsts }] },
    ];
  },
};
