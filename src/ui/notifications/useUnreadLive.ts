import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAfterLoad } from '../app/after-load';
import { NOTIFICATION_STATS_QUERY } from '../app/Session';
import { setChatUnread, parseChatUnread } from '../chat/unread';
import { http } from '../http/browser';
import { retryDelay } from '../orders/live';
import { BADGE_POLL_MS, badgeStreamUrl, parseStatistic } from './live';
import { statisticQuery } from './queries';

/**
 * The signed-in user's unread counts, kept live: a server-sent events stream pushes new counts (and the open
 * notifications list is re-read); while the stream is down, or without EventSource, the counts are re-read
 * every BADGE_POLL_MS instead. `mode` tells which (the e2e tests and the bell's data attribute read it).
 */
export function useUnreadLive(wanted: boolean, lang: string) {
  // Counts and their stream start once the page has loaded (the badge shows none until then, as before the answer).
  const enabled = useAfterLoad() && wanted;
  const queryClient = useQueryClient();
  const [streamUp, setStreamUp] = useState(false);
  const noEventSource = typeof window !== 'undefined' && typeof window.EventSource === 'undefined';
  const stat = useQuery({ ...statisticQuery(http), enabled, refetchInterval: enabled && !streamUp ? BADGE_POLL_MS : false });

  useEffect(() => {
    if (!enabled || noEventSource) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let first = true;
    const onStatistic = (event: MessageEvent) => {
      const next = parseStatistic(event.data);
      if (!next) return;
      queryClient.setQueryData(NOTIFICATION_STATS_QUERY, next);
      if (!first) void queryClient.invalidateQueries({ queryKey: ['notifications', 'feed'] });
      first = false;
    };
    const open = () => {
      source = new EventSource(badgeStreamUrl(lang), { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        setStreamUp(true);
      };
      source.addEventListener('statistic', onStatistic as EventListener);
      source.addEventListener('chat', ((event: MessageEvent) => setChatUnread(parseChatUnread(event.data))) as EventListener);
      source.onerror = () => {
        setStreamUp(false);
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, retryDelay(attempt++));
        }
      };
    };
    // A hidden tab gives its connection back: on HTTP/1.1 a browser has six per host for all tabs together, and
    // each signed-in tab's stream holds one. Back in view, the stream reopens and sends the counts first.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer);
        source?.close();
        source = null;
        setStreamUp(false);
      } else if (!source) open();
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (document.visibilityState !== 'hidden') open();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      source?.close();
      setStreamUp(false);
    };
  }, [enabled, lang, noEventSource, queryClient]);

  return { stat: stat.data, mode: streamUp ? 'stream' : 'polling' } as const;
}
