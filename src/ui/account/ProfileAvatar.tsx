import { useEffect, useState } from 'react';
import css from './profile.module.css';

export const AVATAR_PLACEHOLDER = '/images/avatar_placeholder.png';

/**
 * The round profile photo; the placeholder when it fails to load (spec §3). As MUI's Avatar did: the image is
 * tried once more after hydration (an error before React listened would be lost), and a failure shows the
 * placeholder image instead.
 */
export function ProfileAvatar({ src, alt, testId }: { src?: string; alt: string; testId: string }) {
  const wanted = src || AVATAR_PLACEHOLDER;
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const probe = new Image();
    probe.onerror = () => live && setFailed(wanted);
    probe.src = wanted;
    return () => {
      live = false;
    };
  }, [wanted]);
  return (
    <div className={css.avatar} data-testid={testId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a user's photo or the small bundled placeholder */}
      <img src={failed === wanted ? AVATAR_PLACEHOLDER : wanted} alt={alt} width={80} height={80} />
    </div>
  );
}
