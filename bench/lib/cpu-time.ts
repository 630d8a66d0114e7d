import { readFileSync } from 'node:fs';
import pg from 'pg';

// CPU time per request says what a request costs regardless of how busy the machine is;
// latency under a closed-loop load mostly says how many cores were free.

/** Linux clock ticks per second (USER_HZ), 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of process `pid` so far, in milliseconds (Linux /proc). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (the server's pool), by process id. */
export async function backendPids(connectionString: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export const totalCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
