import { fetchUser, fetchRoles, API_BASE } from './api.js';

const ADMIN = 'admin';
const MAX_NAME = 16;

export async function loadProfile(id: string): Promise<string> {
  const traceId = `${id}-${Date.now().toString(36)}`;
  const user = await fetchUser(id, API_BASE);
  if (!user.active) {
    return `${id} (inactive)`;
  }
  const roles = await fetchRoles(user.orgId, id, traceId);
  let label = user.name.trim();
  if (label.length > MAX_NAME) {
    label = `${label.slice(0, MAX_NAME - 1)}~`;
  }
  if (roles.includes(ADMIN)) {
    label = `${label} [${ADMIN}]`;
  }
  console.log(`loaded ${label} for ${traceId}`);
  return label;
}

export async function loadTeam(ids: string[]): Promise<string[]> {
  return Promise.all(ids.map(loadProfile));
}

export async function greet(id: string): Promise<string> {
  const label = await loadProfile(id);
  return `Hello, ${label}`;
}

console.log(await loadTeam(['u1', 'u2', 'u3']));
console.log(await greet('u3'));
