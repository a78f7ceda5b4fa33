export interface Team {
  id: string;
  name?: string;
}

export interface User {
  id: string;
  name: string;
  team?: Team;
}

export type Fetcher = (id: string) => Promise<User | undefined>;

export const GUEST: User = { id: "0", name: "guest" };
const NO_TEAM = "no team";

export async function fetchUser(id: string, fetcher: Fetcher): Promise<User> {
  if (id === GUEST.id) {
    return GUEST;
  }
  const found = await fetcher(id);
  return found ?? { ...GUEST, id };
}

export async function teamName(user: User, fallback = NO_TEAM): Promise<string> {
  if (!user.team) {
    return fallback;
  }
  const name = user.team.name ?? user.team.id;
  return name.trim();
}

export default async function displayName(id: string, fetcher: Fetcher): Promise<string> {
  const user = await fetchUser(id, fetcher);
  const team = await teamName(user);
  console.log(`resolved ${id}`);
  return `${user.name} (${team})`;
}
