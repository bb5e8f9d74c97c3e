// The memory of a whole process tree, for the bench's "peak memory" (`npm run build` is npm and the build's
// Node). GNU time's %M is the largest resident set of any ONE process, so work moved into another process
// would look free; this samples every process of the tree and adds up their proportional set sizes (Pss:
// a page shared by n processes counts 1/n in each), threads included: the memory the tree holds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const SAMPLE_MS = 100;

/** The pids of `root` and all its descendants, from /proc/<pid>/stat. */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command name (which may hold spaces and parentheses): state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** A /proc field in kB (`Pss:` in smaps_rollup, `VmHWM:` in status) in bytes, or 0 when gone. */
function fieldOf(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface TreeRun {
  status: number | null;
  output: string;
  wallMs: number;
  /**
   * The largest sum of the tree's Pss seen, sampled every 100 ms; never less than the largest resident
   * set one process reached (its high-water mark), which catches a peak between two samples.
   * Undefined where there is no /proc.
   */
  peakBytes: number | undefined;
}

/** Runs `command` and follows its process tree's memory until it exits. */
export function runMeasuringTree(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; sample?: boolean },
) {
  const measurable = options.sample !== false && existsSync('/proc/self/smaps_rollup');
  return new Promise<TreeRun>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    let peak = 0;
    const highWater = new Map<number, number>();
    const sample = () => {
      if (!measurable || child.pid === undefined) return;
      let sum = 0;
      for (const pid of treeOf(child.pid)) {
        sum += fieldOf(`/proc/${pid}/smaps_rollup`, 'Pss');
        highWater.set(pid, Math.max(highWater.get(pid) ?? 0, fieldOf(`/proc/${pid}/status`, 'VmHWM')));
      }
      peak = Math.max(peak, sum);
    };
    const timer = setInterval(sample, SAMPLE_MS);
    child.on('error', (error) => (clearInterval(timer), reject(error)));
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({
        status,
        output: chunks.join(''),
        wallMs: performance.now() - started,
        peakBytes: measurable ? Math.max(peak, ...highWater.values()) : undefined,
      });
    });
  });
}
