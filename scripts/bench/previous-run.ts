/**
 * BENCHMARKS.md keeps the run before the new one below it, so a regression shows side by side. Only one previous
 * run is kept: the old file without its own "Previous run" part, its headings one level down.
 */
export const PREVIOUS_RUN = '## Previous run';

export function withPreviousRun(current: string[], oldFile: string | null): string[] {
  if (!oldFile?.trim()) return current;
  const old = oldFile.split(`\n${PREVIOUS_RUN}`)[0].trimEnd().split('\n');
  const demoted = old.filter((line) => !line.startsWith('# ')).map((line) => (line.startsWith('#') ? `#${line}` : line));
  return [...current, PREVIOUS_RUN, '', 'The run before this one, unchanged, to compare with (check both load averages first).', ...demoted, ''];
}
