export const ROLE_PERMS = {
  viewer: ['read'],
  editor: ['read', 'write'],
  auditor: ['read', 'export'],
};

export function grant(perms, role) {
  for (const p of ROLE_PERMS[role] ?? []) {
    perms.add(p);
  }
}

export function revoke(perms, names) {
  for (const n of names) {
    if (perms.has(n)) {
      perms.delete(n);
    }
  }
}

export function can(perms, action) {
  return perms.has(action) || perms.has('admin');
}
