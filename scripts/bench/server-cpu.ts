import fs from 'node:fs';

/**
 * CPU time (ms) used so far by every process of a process group (the `next start` tree, the embedded database
 * included): CPU per request is what a page costs whatever else the shared machine runs, unlike requests/s.
 */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // state, ppid, pgrp, … utime at 11, stime at 12
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
