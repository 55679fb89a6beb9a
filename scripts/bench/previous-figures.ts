/**
 * Figures of the previous BENCHMARKS.md, read back so the new tables can show them beside the new ones (a
 * regression shows in the same row). Tables are found by a header cell and read by column name, so older files
 * with fewer columns still match (rows without a "CPU slowdown" column were measured at Lighthouse's default, 4).
 */
const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** Rows of the first table whose header has `headerCell`, as column-name → value records. */
function tableRows(file: string | null, headerCell: string): Array<Record<string, string>> {
  if (!file) return [];
  const lines = file.split('\n');
  const at = lines.findIndex((l) => l.startsWith('|') && cells(l).includes(headerCell));
  if (at < 0) return [];
  const header = cells(lines[at]);
  const rows: Array<Record<string, string>> = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    const values = cells(line);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? ''])));
  }
  return rows;
}

/** route → first-load gzip KB of the previous run. */
export function previousBundleKb(file: string | null): Map<string, string> {
  return new Map(tableRows(file, 'gzip (KB)').map((r) => [r.route, r['gzip (KB)']]));
}

export const lighthouseKey = (page: string, visitor: string, cpuSlowdown: number) => `${page} ${visitor} ×${cpuSlowdown}`;

/** lighthouseKey → "score (benchmarkIndex N, load L)" of the previous run. */
export function previousLighthouse(file: string | null): Map<string, string> {
  return new Map(
    tableRows(file, 'Lighthouse mobile (median)').map((r) => {
      const key = lighthouseKey(r.page, r.visitor || 'guest', Number(r['CPU slowdown'] || 4));
      const context = [r['host benchmarkIndex'] && `benchmarkIndex ${r['host benchmarkIndex']}`, r['load average (1 min)'] && `load ${r['load average (1 min)']}`].filter(Boolean);
      return [key, context.length ? `${r['Lighthouse mobile (median)']} (${context.join(', ')})` : r['Lighthouse mobile (median)']];
    }),
  );
}
