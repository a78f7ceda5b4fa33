import Meter, { DEFAULT_WINDOW as windowSize } from "./meter";

const SLOW_MS = 250;

export function watch(latencies: number[], label = "latency") {
  const meter = new Meter(label, windowSize - 2);
  const errors = new Meter("errors");
  for (const ms of latencies) {
    if (ms < 0) {
      errors.record(1);
      continue;
    }
    meter.record(ms);
  }
  const avg = meter.average();
  const slow = avg > SLOW_MS;
  console.log(meter.describe());
  return { avg, slow, errorCount: errors.total };
}

const report = watch([120, -1, 300, 80, 410, 95]);
console.log(report.avg, report.slow, report.errorCount);
