// Runs queued jobs one after another until the budget is spent.
import { runJob } from './jobs.mjs';

export async function runBatch(jobs, budget) {
  let spent = 0;
  let done = 0;
  let skipped = 0;
  const failures = [];
  for (const job of jobs) {
    if (job.disabled) {
      skipped += 1;
      continue;
    }
    const result = await runJob(job);
    if (!result.ok) {
      failures.push(job.name);
      continue;
    }
    spent += result.cost;
    done += 1;
    if (spent >= budget) {
      console.log(`budget reached after ${job.name}`);
      break;
    }
  }
  return { spent, done, skipped, failures };
}
