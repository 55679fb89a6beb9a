import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/** Emotion caches per direction: right-to-left languages get their styles flipped by the RTL plugin. */
export function createEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true })
    : createCache({ key: 'mui', prepend: true });
}

const browserCaches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** In the browser one cache per direction lives for the session; on the server each render gets its own. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  if (typeof window === 'undefined') return createEmotionCache(direction);
  return (browserCaches[direction] ??= createEmotionCache(direction));
}
