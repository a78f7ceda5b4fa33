import showName, { fetchUser as loadUser, teamName } from "./api";
import type { Fetcher } from "./api";

export interface BadgeOptions {
  prefix?: string;
  upper?: boolean;
}

export async function badge(rawId: string, fetcher: Fetcher, opts: BadgeOptions = {}) {
  const { prefix: tag = "@", upper = false } = opts;
  const id = rawId.trim().toLowerCase();
  const name = await showName(id, fetcher);
  const text = upper ? name.toUpperCase() : name;
  console.log(`badge for ${rawId}`);
  return { text: `${tag}${text}`, id };
}

export async function roster(ids: string[], fetcher: Fetcher) {
  const users = await Promise.all(ids.map((id) => loadUser(id, fetcher)));
  const teams = await Promise.all(users.map((u) => teamName(u, "solo")));
  return users.map((u, i) => `${u.name}/${teams[i]}`);
}

export async function header(user: string, fetcher: Fetcher) {
  const { text } = await badge(user, fetcher, { upper: true });
  const width = text.length + 4;
  return `${"=".repeat(width)}\n  ${text}\n${"=".repeat(width)}`;
}
