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

/**
 * CPU time (ms) used so far by every PostgreSQL process of this machine (command name `postgres`: the backends
 * serving the pool and the cluster's own workers). Backends outlive requests (pooled), so differences are exact.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}
