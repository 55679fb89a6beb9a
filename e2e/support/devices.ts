/** An Android phone's user agent: the server renders the phone layout (mobile header, no side cart) for it. */
export const ANDROID_PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
/** A desktop Chrome's user agent: the server renders the wide layout for it. */
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Browser-context options per device, for specs that visit every page on both (test.use or browser.newContext). */
export const DEVICES = {
  phone: { viewport: { width: 390, height: 800 }, userAgent: ANDROID_PHONE_UA, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, userAgent: DESKTOP_UA },
} as const;
export type DeviceName = keyof typeof DEVICES;
