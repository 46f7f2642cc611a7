/** Percentiles of a list of durations in milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export async function measure(times: number, warmup: number, run: () => Promise<unknown>): Promise<{ p50: number; p95: number; p99: number }> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/**
 * Calls per second of a pure function on one core, after `warmup` calls, over about `seconds`.
 * The rate is taken over the CPU time the process used (user + system), so a busy machine sharing
 * the core with other work does not make the engine look slower than it is; on an idle machine it
 * is the wall-clock rate. A shared core still slows it (caches, frequency): print the load average
 * beside it (`cpuNote`) so a figure taken on a busy machine reads as one.
 */
export function callsPerCpuSecond(call: () => unknown, warmup = 20_000, seconds = 2): number {
  for (let i = 0; i < warmup; i++) call();
  let calls = 0;
  const cpuStart = process.cpuUsage();
  const stop = process.hrtime.bigint() + BigInt(seconds * 1e9);
  while (process.hrtime.bigint() < stop) {
    for (let i = 0; i < 1000; i++) call();
    calls += 1000;
  }
  const cpu = process.cpuUsage(cpuStart);
  return Math.round(calls / ((cpu.user + cpu.system) / 1e6));
}
