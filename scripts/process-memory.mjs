// Peak memory of a command and every process it starts (the build runs as npm -> node ->
// workers), sampled from /proc: GNU time only sees the largest single process that was waited for.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory in bytes of `root` and its descendants now (0 where /proc is not there). */
export function treeRss(root) {
  const children = new Map();
  const rss = new Map();
  let ids;
  try {
    ids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const id of ids) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const pages = Number(readFileSync(`/proc/${id}/statm`, 'utf8').split(' ')[1]);
      rss.set(Number(id), pages * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(id));
    } catch {
      // The process ended while it was being read.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop();
    total += rss.get(id) ?? 0;
    queue.push(...(children.get(id) ?? []));
  }
  return total;
}

/** Runs `command args` with `env`; resolves with its status, output, seconds and peak MiB. */
export function runMeasured(command, args, env) {
  const started = Date.now();
  const child = spawn(command, args, { env });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ ok: status === 0, out, seconds: (Date.now() - started) / 1000, peakMiB: peak / 2 ** 20 });
    });
  });
}
