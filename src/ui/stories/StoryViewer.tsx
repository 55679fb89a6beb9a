import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { createPortal } from 'react-dom';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useShell } from '../app/ShellContext';
import { Img } from '../content/Img';
import { shopHref } from '../home/ShopCard';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import { keyAction, nextPosition, previousPosition, type StoryPosition } from './navigation';
import { fullStoriesQuery } from './query';
import { markSeen } from './seen';
import css from './viewer.module.css';

/** How long one story shows before the next. */
export const STORY_MS = 5000;
const TICK_MS = 50;
/** A press longer than this pauses (hold) instead of tapping to the next story. */
const HOLD_MS = 250;
const SWIPE_CLOSE_PX = 80;

interface Props {
  startGroup: number;
  onClose: () => void;
}

/**
 * The full-screen stories viewer (loaded only when a story is opened): progress bars, auto-advance, tap or arrow
 * keys for next/previous, hold to pause, swipe down or Escape to close. A modal dialog: focus stays inside and
 * goes back to the story that opened it.
 */
export default function StoryViewer({ startGroup, onClose }: Props) {
  const { t } = useTranslation();
  const { locale, dir } = useShell();
  const location = useAppSelector(selectLocation);
  const groups = useQuery(fullStoriesQuery(http, locale, location)).data;
  const [at, setAt] = useState<StoryPosition>({ group: startGroup, story: 0 });
  const [elapsed, setElapsed] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** The last press: when it started, where, and how long it lasted once released (a swipe counts as a hold). */
  const press = useRef<{ at: number; y: number; heldMs?: number } | null>(null);

  const sizes = useMemo(() => (groups ?? []).map((g) => g.length), [groups]);
  const group = groups?.[at.group];
  const story = group?.[at.story];
  const go = useCallback((to: StoryPosition | null) => (to ? (setAt(to), setElapsed(0)) : onClose()), [onClose]);
  const next = () => go(nextPosition(sizes, at));
  const previous = () => go(previousPosition(sizes, at));

  // Focus moves in, the page stops scrolling; both come back on close.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  useEffect(() => markSeen(story?.url), [story?.url]);

  const running = Boolean(story) && !held && !paused;
  // One tick at a time while running: the bar grows, and the story's end moves on to the next one.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => (elapsed + TICK_MS >= STORY_MS ? go(nextPosition(sizes, at)) : setElapsed(elapsed + TICK_MS)), TICK_MS);
    return () => window.clearTimeout(timer);
  }, [running, elapsed, at, sizes, go]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab') return trapFocus(e, dialog.current);
    const action = keyAction(e.key, dir === 'rtl');
    if (!action || (action === 'pause' && (e.target as HTMLElement).tagName !== 'DIV')) return;
    e.preventDefault();
    if (action === 'close') onClose();
    else if (action === 'next') next();
    else if (action === 'previous') previous();
    else setPaused((p) => !p);
  };
  const onPointerDown = (e: PointerEvent) => {
    press.current = { at: Date.now(), y: e.clientY };
    setHeld(true);
  };
  const onPointerUp = (e: PointerEvent) => {
    setHeld(false);
    if (!press.current) return;
    const swiped = e.clientY - press.current.y > SWIPE_CLOSE_PX;
    press.current.heldMs = swiped ? Infinity : Date.now() - press.current.at;
    if (swiped) onClose();
  };
  /** A tap (or Enter on the button) moves on; the end of a hold or of a swipe does not. */
  const tap = (move: () => void) => () => {
    const last = press.current;
    press.current = null;
    if (!last || (last.heldMs ?? 0) <= HOLD_MS) move();
  };

  const shopName = story?.title ?? group?.[0]?.title ?? '';
  const href = story ? shopHref({ id: story.shop_id, type: story.shop_type ?? 'restaurant' }) : '/';
  // In a portal: the home rows are contained (content-visibility), which would clip a fixed element inside them.
  return createPortal(
    <div className={css.backdrop} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => setHeld(false)}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={t('story.dialog', { shop: shopName })} className={css.panel} onKeyDown={onKeyDown} tabIndex={-1} data-testid="story-viewer" data-paused={held || paused || undefined}>
        <div className={css.bars} aria-hidden="true">
          {(group ?? []).map((_, i) => (
            <span key={i} className={css.bar} data-testid="story-progress">
              <span className={css.fill} style={{ width: `${i < at.story ? 100 : i > at.story ? 0 : Math.min(100, (elapsed / STORY_MS) * 100)}%` }} />
            </span>
          ))}
        </div>
        <div className={css.head}>
          <span className={css.logo}>{story?.logo_img ? <Img src={story.logo_img} alt="" width={36} height={36} style={{ objectFit: 'cover' }} /> : null}</span>
          <p className={css.title}>{shopName}</p>
          <button type="button" className={css.icon} onClick={() => setPaused((p) => !p)} aria-pressed={paused} data-testid="story-pause">
            {paused ? t('story.play') : t('story.pause')}
          </button>
          <button ref={closeButton} type="button" className={css.icon} onClick={onClose} aria-label={t('story.close')} data-testid="story-close">
            ✕
          </button>
        </div>
        <p className={css.sr} aria-live="polite" data-testid="story-position">
          {group ? t('story.position', { current: at.story + 1, total: group.length }) : ''}
        </p>
        <div className={css.media}>
          {story?.url ? <Img key={story.url} src={story.url} alt={story.product_title ?? shopName} fill sizes="480px" priority style={{ objectFit: 'cover' }} /> : null}
          <button type="button" className={`${css.tap} ${css.tapPrev}`} onClick={tap(previous)} aria-label={t('story.previous')} data-testid="story-prev" />
          <button type="button" className={`${css.tap} ${css.tapNext}`} onClick={tap(next)} aria-label={t('story.next')} data-testid="story-next" />
        </div>
        {story ? (
          <div className={css.foot}>
            {story.product_title ? <p className={css.product}>{story.product_title}</p> : null}
            {story.product_uuid ? (
              <NextLink href={`${href}?product=${story.product_uuid}`} className={css.cta} prefetch={false} data-testid="story-product">
                {t('story.view.product')}
              </NextLink>
            ) : null}
            <NextLink href={href} className={css.cta} prefetch={false} data-testid="story-shop">
              {t('story.go.to.shop')}
            </NextLink>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab cycle through the dialog's own controls. */
function trapFocus(e: KeyboardEvent, root: HTMLElement | null) {
  const items = Array.from(root?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && (document.activeElement === first || document.activeElement === root)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
