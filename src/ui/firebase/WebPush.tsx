import { useEffect } from 'react';
import { useSession } from '../app/Session';
import { enableWebPush, registerWebPush, webPushSupported } from './web-push';

/** Asked once per browser session; a "not now" is not asked again until the next visit. */
const ASKED_KEY = 'groops.push.asked';

/**
 * Web push for a signed-in user (mounted only when Firebase messaging is configured): with notifications
 * already allowed the token is (re)registered; otherwise the browser's own prompt appears on the user's next
 * click (browsers only prompt from a gesture), once per session. A denial is final: nothing more happens.
 */
export default function WebPush() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !webPushSupported()) return;
    const report = (e: unknown) => console.warn('web push not registered', e);
    if (Notification.permission === 'granted') {
      registerWebPush(userId).catch(report);
      return;
    }
    if (Notification.permission !== 'default' || sessionStorage.getItem(ASKED_KEY)) return;
    const ask = () => {
      sessionStorage.setItem(ASKED_KEY, '1');
      enableWebPush(userId).catch(report);
    };
    window.addEventListener('click', ask, { once: true });
    return () => window.removeEventListener('click', ask);
  }, [userId]);
  return null;
}
