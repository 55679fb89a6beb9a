import { useEffect, useState } from 'react';
import { BREAKPOINTS } from './breakpoints';
import { useShell } from './ShellContext';
import { SIMULATED_WIDTH } from './device-widths';

const WIDE_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/**
 * True at the spec's wide layout (≥ 1140 px). The server and the first client render use the width simulated
 * for the user agent's device, so the markup matches; the real width takes over after hydration.
 */
export function useWide(): boolean {
  const { device } = useShell();
  const [wide, setWide] = useState(SIMULATED_WIDTH[device] >= BREAKPOINTS.lg);
  useEffect(() => {
    const media = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
