const { i18n } = require('./next-i18next.config.js');
// One list of widths for the optimizer and for our <Img> (src/ui/content/image-url.ts), which asks only for these.
const imageSizes = require('./src/ui/config/image-sizes.json');

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
  // Pages, data, robots, sitemap and images get their security headers (CSP nonce, HSTS) from src/proxy.ts;
  // static chunks skip the proxy and need only this.
  // The spec's "become-delivery" screen is the driver application at /deliver (every locale: Next adds them).
  async redirects() {
    return [{ source: '/become-delivery', destination: '/deliver', permanent: true }];
  },
  async headers() {
    return [{ source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
};
