import { useEffect, useState } from 'react';
import { BREAKPOINTS } from './breakpoints';
import { useShell } from './ShellContext';
import { SIMULATED_WIDTH } from './device-widths';

/**
 * True from the given breakpoint up. The server and the first client render use the width simulated for the
 * user agent's device, so the markup matches; the real width takes over after hydration.
 */
export function useAtLeast(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const { device } = useShell();
  const min = BREAKPOINTS[breakpoint];
  const [matches, setMatches] = useState(SIMULATED_WIDTH[device] >= min);
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${min}px)`);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [min]);
  return matches;
}

/** True at the spec's wide layout (≥ 1140 px). */
export function useWide(): boolean {
  return useAtLeast('lg');
}
