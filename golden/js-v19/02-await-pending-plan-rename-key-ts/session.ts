import { fetchUser, fetchPlan, logEvent, drainEvents } from "./api.js";

const DEFAULT_REGION = "us";
const EDGE_HOST = "edge.example.test";

export async function openSession(userId: number, traceId: string) {
  const region = DEFAULT_REGION;
  const user = await fetchUser(userId, traceId);
  const pendingPlan = fetchPlan(user.plan);
  const { region: zone, name: displayName, ...profile } = user;
  await logEvent(traceId, `open ${displayName} in ${zone ?? region}`);
  const plan = await pendingPlan;
  const seats = Math.min(profile.seats ?? 1, plan.limits?.seats ?? 0);
  const endpoint = `https://${zone ?? region}.${EDGE_HOST}/s/${userId}`;
  return { endpoint, seats, region: zone ?? region };
}

function newTraceId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}`;
}

export async function connect(userId: number): Promise<string> {
  const trace = newTraceId("sess");
  const session = await openSession(userId, trace);
  return `${session.endpoint} x${session.seats}`;
}

console.log(await connect(7));
console.log(drainEvents().join("\n"));
