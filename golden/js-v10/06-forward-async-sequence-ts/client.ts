import { request, API_BASE } from "./transport.js";

type Profile = { name: string; token: string; teams: string[] };

export async function loadProfile(user: string, base: string = API_BASE): Promise<Profile> {
  const started = Date.now();
  const auth = (await request(`/token?u=${user}`, base)) as { token: string };
  const me = (await request("/me", base)) as { id: number; name: string };
  const teams = (await request(`/teams/${me.id}`)) as string[];
  console.log(`profile ${user} in ${Date.now() - started}ms`);
  return { name: me.name, token: auth.token, teams };
}

export async function ping(): Promise<boolean> {
  const status = await request("/health");
  return status === "ok";
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? "";
  return first.charAt(0).toUpperCase();
}

export function banner(profile: Profile): string {
  const teams = profile.teams.join(", ");
  return `${initials(profile.name)} ${profile.name} (${teams})`;
}

export async function greet(user: string): Promise<string> {
  const profile = await loadProfile(user);
  const healthy = await ping();
  return healthy ? banner(profile) : `offline: ${user}`;
}

console.log(await greet("ada"));
