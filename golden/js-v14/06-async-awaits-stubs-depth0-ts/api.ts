export interface User {
  id: string;
  name: string;
  orgId: string;
  active: boolean;
}

export const API_BASE = 'https://api.example.test';
const RETRIES = 2;
const DB: Record<string, unknown> = {
  '/users/u1': { id: 'u1', name: '  Ada King, Countess of Lovelace ', orgId: 'o1', active: true },
  '/users/u2': { id: 'u2', name: 'Grace', orgId: 'o1', active: false },
  '/users/u3': { id: 'u3', name: 'Edsger', orgId: 'o2', active: true },
  '/orgs/o1/roles/u1': ['admin', 'dev'],
};

export async function fetchJson(url: string, retries = RETRIES): Promise<unknown> {
  const path = url.replace(API_BASE, '');
  for (let attempt = 0; attempt <= retries; attempt++) {
    const hit = DB[path];
    if (hit !== undefined) {
      return hit;
    }
    await Promise.resolve();
  }
  return null;
}

export async function fetchUser(id: string, base: string): Promise<User> {
  return (await fetchJson(`${base}/users/${id}`)) as User;
}

export async function fetchRoles(orgId: string, userId: string, traceId: string): Promise<string[]> {
  console.log(`[${traceId}] roles of ${userId} in ${orgId}`);
  const roles = await fetchJson(`${API_BASE}/orgs/${orgId}/roles/${userId}`);
  return (roles as string[] | null) ?? [];
}
