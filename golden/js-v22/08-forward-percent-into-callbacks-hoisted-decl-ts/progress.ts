export type Progress = (percent: number, name: string) => void;

export interface Job {
  name: string;
  bytes: number;
}

export function copyAll(jobs: Job[], onProgress: Progress): number {
  let total = 0;
  for (const job of jobs) {
    total += job.bytes;
  }
  let done = 0;
  let copied = 0;
  for (const job of jobs) {
    done += job.bytes;
    const percent = total === 0 ? 100 : Math.round((done * 100) / total);
    onProgress(percent, job.name);
    copied += 1;
  }
  return copied;
}
