export const API_ROOT = "https://api.example.test";
const USERS: Record<string, string> = { "7": '{"id":7,"name":"Ada","plan":"pro","region":"eu","seats":12}' };
const PLANS: Record<string, string> = { pro: '{"seats":10,"burst":50}', free: '{"seats":1,"burst":5}' };
const events: string[] = [];

function decode(raw: string | undefined): Record<string, any> {
  if (raw === undefined) {
    return {};
  }
  return JSON.parse(raw);
}

async function lookup(table: Record<string, string>, key: string): Promise<Record<string, any>> {
  events.push(`GET ${API_ROOT}/${key}`);
  return decode(table[key]);
}

export async function fetchUser(id: number, traceId: string): Promise<Record<string, any>> {
  events.push(`[${traceId}] user ${id}`);
  const body = await lookup(USERS, String(id));
  return { ...body, fetchedAt: Date.now() };
}

export async function fetchPlan(name: string) {
  const body = await lookup(PLANS, name);
  return { name, limits: body.seats ? { seats: body.seats, burst: body.burst } : undefined };
}

export async function logEvent(traceId: string, text: string): Promise<void> {
  events.push(`[${traceId}] ${text}`);
}

export function drainEvents(): string[] {
  return events.splice(0);
}
