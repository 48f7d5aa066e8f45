// The throughput rows run with the load generator and the server under test on separate cores. Left to the
// scheduler, four processes of one build measured 48, 49, 52 and 89 µs of CPU per /healthz answer in one A/B:
// where a process's threads first landed set every row it served. Pinned, the same four measured 50–52 µs
// (docs/quality.md, "Server hot path").
import { spawnSync } from 'node:child_process';

/** Runs taskset; undefined when it is missing or refuses (a container without the right, another OS). */
function taskset(args) {
  const result = spawnSync('taskset', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/** "0-2,5" → [0, 1, 2, 5] */
function parseCpuList(list) {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

/**
 * The last core this process may use for the servers, the others for the load generator (this process), or
 * undefined with fewer than two cores or no taskset: the rows then run as the scheduler places them.
 * `pin(server)` moves a started server's threads to its core; `release(servers)` gives every core back.
 */
export function splitCores() {
  const current = taskset(['-pc', String(process.pid)])
    ?.split(':')[1]
    ?.trim();
  const cores = current ? parseCpuList(current) : [];
  if (cores.length < 2) return undefined;
  const serverCore = String(cores.at(-1));
  taskset(['-a', '-pc', cores.slice(0, -1).join(','), String(process.pid)]);
  return {
    serverCore,
    pin: (server) => taskset(['-a', '-pc', serverCore, String(server.child.pid)]),
    release: (servers) => {
      for (const pid of [process.pid, ...servers.map((server) => server.child.pid)]) taskset(['-a', '-pc', current, String(pid)]);
    },
  };
}
