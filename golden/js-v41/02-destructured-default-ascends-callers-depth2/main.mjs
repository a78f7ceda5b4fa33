// Plans the retries of three endpoints whose options have different shapes.
import { requestPlan, probePlan, summarize } from "./client.mjs";

const API = "https://api.example.com/v1";
const patient = { retry: { retries: 4, factor: 3 }, timeout: 5000 };
const hasty = { retry: { factor: 1 } };
const jobs = [
  { path: "reports", options: patient },
  { path: "ping", options: hasty },
  { path: "health" },
];

const plans = [];
for (const job of jobs) {
  const plan = requestPlan(`${API}/${job.path}`, job.options);
  plans.push(plan);
  console.log(`${job.path}: ${plan.attempts} attempt(s), budget ${plan.budget} ms`);
}
const probe = probePlan();
console.log(`probe: ${probe.attempts} attempt(s) against ${probe.host}`);
console.log(summarize(plans));
