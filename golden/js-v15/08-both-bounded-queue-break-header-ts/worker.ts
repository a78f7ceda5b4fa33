import { BoundedQueue, type Job } from "./queue";

export function schedule(jobs: Job[], name: string): string {
  const queue = new BoundedQueue(name);
  let accepted = 0;
  for (const job of jobs) {
    if (job.skip) {
      continue;
    }
    if (!queue.offer(job)) {
      console.log(`${name}: full at ${job.id}`);
      break;
    }
    accepted += 1;
  }
  console.log(`${name}: ${jobs.length} jobs seen`);
  const batch = queue.drain();
  return `${accepted} accepted, first ${batch[0]?.id ?? "none"}`;
}

const jobs: Job[] = [{ id: "a" }, { id: "b", skip: true }, { id: "c" }, { id: "d" }, { id: "e" }];
console.log(schedule(jobs, " nightly "));
console.log(schedule(jobs.slice(0, 2), "adhoc"));
