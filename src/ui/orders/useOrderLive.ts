import { useEffect, useRef, useState } from 'react';
import { parseStatusEvent, POLL_INTERVAL_MS, retryDelay, STATUS_EVENTS, streamUrl } from './live';

/**
 * Follows an order's status while it can still change: a server-sent events stream, re-opened with back-off
 * when the server closes it. While the stream is down (or the browser has no EventSource) `polling` is true
 * and the order is re-read every few seconds instead. `onUpdate` gets the new status when an event carries
 * one, or null when the page should simply re-read the order (polling ticks, reconnects, unknown events).
 * `urlOf` names another status stream of the same shape (a parcel's).
 */
export function useOrderLive(id: string, lang: string, enabled: boolean, onUpdate: (status: string | null) => void, urlOf: (id: string, lang: string) => string = streamUrl): { polling: boolean } {
  const [streamDown, setStreamDown] = useState(false);
  const callback = useRef(onUpdate);
  useEffect(() => {
    callback.current = onUpdate;
  }, [onUpdate]);
  const noEventSource = typeof window !== 'undefined' && typeof window.EventSource === 'undefined';
  const polling = enabled && (noEventSource || streamDown);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => callback.current(null), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  useEffect(() => {
    if (!enabled || noEventSource) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let dropped = false;
    const onEvent = (event: MessageEvent) => callback.current(parseStatusEvent(event.data));
    const open = () => {
      source = new EventSource(urlOf(id, lang), { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        setStreamDown(false);
        // Something may have happened while we were away.
        if (dropped) callback.current(null);
        dropped = false;
      };
      source.onmessage = onEvent;
      for (const name of STATUS_EVENTS) source.addEventListener(name, onEvent as EventListener);
      source.onerror = () => {
        dropped = true;
        setStreamDown(true);
        // CONNECTING: the browser retries by itself. CLOSED: the server refused; try again later ourselves.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, retryDelay(attempt++));
        }
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [id, lang, enabled, noEventSource, urlOf]);

  return { polling };
}
