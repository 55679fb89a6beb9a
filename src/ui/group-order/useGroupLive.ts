import { useEffect, useRef, useState } from 'react';
import { END_EVENTS, endFromEvent, GROUP_POLL_MS, streamRetryDelay, type GroupEnd } from './live';

/**
 * Follows a group cart: the server-sent event stream (`cart` → read the cart again; `kicked`, `closed`, `ended`
 * → the end), re-opened with back-off when the server closes it. While it is down, or without EventSource, the
 * cart is read every 3 s instead (a member's read then reports the end itself: 403, 404, 409).
 */
export function useGroupLive(url: string | null, onCart: () => void, onEnd: (end: GroupEnd) => void): { polling: boolean } {
  const [streamDown, setStreamDown] = useState(false);
  const handlers = useRef({ onCart, onEnd });
  useEffect(() => {
    handlers.current = { onCart, onEnd };
  }, [onCart, onEnd]);
  const noEventSource = typeof window !== 'undefined' && typeof window.EventSource === 'undefined';
  const polling = Boolean(url) && (noEventSource || streamDown);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => handlers.current.onCart(), GROUP_POLL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  useEffect(() => {
    if (!url || noEventSource) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let dropped = false;
    let finished = false;
    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        setStreamDown(false);
        if (dropped) handlers.current.onCart();
        dropped = false;
      };
      source.addEventListener('cart', () => handlers.current.onCart());
      for (const name of END_EVENTS) {
        source.addEventListener(name, (event) => {
          const end = endFromEvent(name, (event as MessageEvent).data);
          if (!end) return;
          finished = true;
          source?.close();
          handlers.current.onEnd(end);
        });
      }
      source.onerror = () => {
        if (finished) return;
        dropped = true;
        setStreamDown(true);
        // CONNECTING: the browser retries by itself. CLOSED: refused or ended; try again later ourselves.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, streamRetryDelay(attempt++));
        }
      };
    };
    open();
    return () => {
      finished = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [url, noEventSource]);

  return { polling };
}
