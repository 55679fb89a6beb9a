import { SCALE_END, SCALE_START } from './scale-markdown';

/**
 * BENCHMARKS.md keeps the run before the new one below it, so a regression shows side by side. Only one previous
 * run is kept: the old file without its own "Previous run" part, its headings one level down. The section of
 * `npm run bench:scale` (between its markers) is another command's: it stays as it is, with the new run.
 */
export const PREVIOUS_RUN = '## Previous run';

/** The bench:scale section of a BENCHMARKS.md (null without one) and the file without it. */
function takeScaleSection(file: string): { scale: string | null; rest: string } {
  const start = file.indexOf(SCALE_START);
  const end = file.indexOf(SCALE_END, start);
  if (start < 0 || end < 0) return { scale: null, rest: file };
  return { scale: file.slice(start, end + SCALE_END.length), rest: file.slice(0, start) + file.slice(end + SCALE_END.length) };
}

export function withPreviousRun(pages: string[], oldFile: string | null): string[] {
  if (!oldFile?.trim()) return pages;
  const { scale, rest } = takeScaleSection(oldFile);
  const current = scale ? [...pages, scale, ''] : pages;
  const old = rest.split(`\n${PREVIOUS_RUN}`)[0].trimEnd().split('\n');
  const demoted = old.filter((line) => !line.startsWith('# ')).map((line) => (line.startsWith('#') ? `#${line}` : line));
  return [...current, PREVIOUS_RUN, '', 'The run before this one, unchanged, to compare with (check both load averages first).', ...demoted, ''];
}
