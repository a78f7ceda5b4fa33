interface Profile { name?: string; nick?: string }
interface User { profile?: Profile; seen: string[] }

export function greet(user: User | undefined, fallback: string, tag: string): string {
  const base = fallback.trim();
  const name = user?.profile?.name ?? base;
  const shown = tag || 'guest';
  user?.seen.push(shown);
  const nick = user?.profile?.nick ?? name;
  const loud = nick.length > 3 && name !== nick;
  console.log(loud);
  return `${nick}!`;
}
