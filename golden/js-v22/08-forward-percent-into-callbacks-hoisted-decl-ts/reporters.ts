import { copyAll, type Job } from './progress.js';

export function runCli(jobs: Job[]): string {
  let last = -1;
  const names: string[] = [];
  const bar: string[] = [];
  const count = copyAll(jobs, (pct: number, file: string) => {
    names.push(file);
    if (pct - last >= 25) {
      bar.push(`${file} ${pct}%`);
      last = pct;
    }
  });
  const summary = `${count} files (${names.length} reported)`;
  return `${summary}: ${bar.join(', ')}`;
}

export function copyWithLog(jobs: Job[], lines: string[]): number {
  let step = 0;
  let previous = 0;
  const copied = copyAll(jobs, logLine);
  function logLine(percent: number, name: string): void {
    step = Math.max(step, percent - previous);
    previous = percent;
    lines.push(`${name} ${percent}%`);
  }
  const label = `copied ${copied}`;
  lines.push(`${label}, largest step ${step}%`);
  return step;
}
