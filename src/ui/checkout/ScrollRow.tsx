import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BackArrowIcon } from '../app/icons';

const FADE = 40;

/**
 * A row of choices that scrolls sideways when it does not fit: the side with more choices fades out and shows
 * an arrow (mouse users), and every choice is reachable from the keyboard: Tab, or ←/→ between choices, and a
 * focused choice scrolls into view. `label` names the group; `arrowLabels` the arrows (start, end).
 */
export function ScrollRow({ label, arrowLabels, testId, children }: { label: string; arrowLabels: [string, string]; testId: string; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const rtl = useTheme().direction === 'rtl';
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // scrollLeft runs negative on right-to-left pages.
    const at = Math.abs(el.scrollLeft);
    const max = el.scrollWidth - el.clientWidth;
    setEdges((prev) => {
      const next = { start: at > 1, end: at < max - 1 };
      return prev.start === next.start && prev.end === next.end ? prev : next;
    });
  }, []);
  useEffect(() => {
    const el = row.current;
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (toEnd: boolean) => {
    const el = row.current;
    if (el) el.scrollBy({ left: (toEnd !== rtl ? 1 : -1) * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const items = Array.from(row.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next = items[at + (forward ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const mask = `linear-gradient(to ${rtl ? 'left' : 'right'}, ${edges.start ? `transparent, #000 ${FADE}px` : '#000'}, ${edges.end ? `#000 calc(100% - ${FADE}px), transparent` : '#000'})`;
  const arrow = (toEnd: boolean) => (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={arrowLabels[toEnd ? 1 : 0]}
      data-testid={`${testId}-${toEnd ? 'end' : 'start'}`}
      onClick={() => scroll(toEnd)}
      sx={{ position: 'absolute', top: 'calc(50% - 4px)', transform: 'translateY(-50%)', [toEnd ? 'insetInlineEnd' : 'insetInlineStart']: -4, bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } }}
    >
      <BackArrowIcon flip={toEnd !== rtl} />
    </IconButton>
  );
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={row}
        role="radiogroup"
        aria-label={label}
        data-testid={testId}
        data-overflow-start={edges.start}
        data-overflow-end={edges.end}
        onScroll={measure}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, px: 0.5, pt: 0.5, scrollbarWidth: 'thin', maskImage: mask, WebkitMaskImage: mask }}
      >
        {children}
      </Box>
      {edges.start ? arrow(false) : null}
      {edges.end ? arrow(true) : null}
    </Box>
  );
}
