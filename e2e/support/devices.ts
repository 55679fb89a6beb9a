/** An Android phone's user agent: the server renders the phone layout (mobile header, no side cart) for it. */
export const ANDROID_PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
