import { HttpClient } from "./client";

const BASE_URL = "https://api.example.test/v1/";
const TIMEOUT_MS = 80;

function waitUntil(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

export function plan(service: string, statuses: number[], now: number): string[] {
  const label = `api:${service}`;
  const client = new HttpClient(BASE_URL, TIMEOUT_MS, label);
  const steps: string[] = [];
  let attempt = 1;
  for (const status of statuses) {
    const url = client.urlFor(`/jobs/${service}`);
    const until = client.deadline(now, attempt);
    steps.push(`${url} try ${attempt}: wait ${waitUntil(until, now)} ms`);
    if (!client.shouldRetry(status, attempt)) {
      break;
    }
    attempt += 1;
  }
  return steps;
}

console.log(plan("export", [503, 429, 200], 1000).join("\n"));
console.log(plan("import", [200], 5000).join("\n"));
