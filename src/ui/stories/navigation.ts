/**
 * Where the story viewer goes next: stories are grouped by shop; "next" after a shop's last story opens the
 * next shop, "previous" before its first story opens the previous shop's last one; past either end it closes
 * (forward) or stays (backward).
 */
export interface StoryPosition {
  group: number;
  story: number;
}

export function nextPosition(sizes: readonly number[], at: StoryPosition): StoryPosition | null {
  if (at.story + 1 < (sizes[at.group] ?? 0)) return { group: at.group, story: at.story + 1 };
  for (let g = at.group + 1; g < sizes.length; g++) if (sizes[g] > 0) return { group: g, story: 0 };
  return null;
}

export function previousPosition(sizes: readonly number[], at: StoryPosition): StoryPosition {
  if (at.story > 0) return { group: at.group, story: at.story - 1 };
  for (let g = at.group - 1; g >= 0; g--) if (sizes[g] > 0) return { group: g, story: sizes[g] - 1 };
  return { group: at.group, story: 0 };
}

/** Arrow keys follow the reading direction: in Arabic the left arrow goes forward. */
export function keyAction(key: string, rtl: boolean): 'next' | 'previous' | 'close' | 'pause' | null {
  if (key === 'Escape') return 'close';
  if (key === ' ' || key === 'k') return 'pause';
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  return null;
}
