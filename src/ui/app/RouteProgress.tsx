import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** The top progress bar: from the start of a route change until it completes or fails (spec §2). */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    NProgress.configure({ showSpinner: false });
    const start = () => NProgress.start();
    const done = () => NProgress.done();
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
