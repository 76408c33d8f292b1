/**
 * Lighthouse's CPU throttling calculator (lighthouse-cpu-throttling-calculator, linked from
 * Lighthouse's docs/throttling.md): the `cpuSlowdownMultiplier` that makes a machine of this
 * benchmark index run like Lighthouse's reference phone. Its mobile preset's 4x fits a machine of
 * index about 1,530; a faster machine slowed only 4x emulates a faster phone.
 */
export function cpuSlowdownFor(benchmarkIndex: number) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`No CPU slowdown for a benchmark index of ${benchmarkIndex}`);
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
