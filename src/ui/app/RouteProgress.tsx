import { useRouter } from 'next/router';
import { useEffect } from 'react';

type Bar = typeof import('nprogress');

/** nprogress's own markup carries role="bar", not an ARIA role (axe: aria-roles); the bar is decoration,
 * found by class instead. */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/**
 * The top progress bar: from the start of a route change until it completes or fails (spec §2). nprogress is
 * fetched at the first navigation, not with the page: a finish that comes before it has loaded needs no bar.
 */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    let bar: Bar | null = null;
    let busy = false;
    const start = () => {
      busy = true;
      if (bar) return void bar.start();
      void import('nprogress').then((m) => {
        bar = m.default;
        bar.configure({ showSpinner: false, template: PROGRESS_TEMPLATE, barSelector: '.bar' });
        if (busy) bar.start();
      });
    };
    const done = () => {
      busy = false;
      bar?.done();
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);
  return null;
}
