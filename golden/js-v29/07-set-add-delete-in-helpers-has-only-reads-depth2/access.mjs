import { grant, revoke, can } from './roles.mjs';

export function effectivePerms(user) {
  const perms = new Set(user.extra ?? []);
  for (const role of user.roles) {
    grant(perms, role);
  }
  const denied = user.denied ?? [];
  const couldWrite = can(perms, 'write');
  revoke(perms, denied);
  const list = [...perms].sort();
  return { list, couldWrite };
}

export function authorize(user, action) {
  const { list } = effectivePerms(user);
  const allowed = list.includes(action) || list.includes('admin');
  console.log(`${user.name} ${action}: ${allowed}`);
  return allowed;
}

const ACTION = 'write';
const ALICE = { name: 'alice', roles: ['viewer'], extra: ['comment'] };
ALICE.roles.push('editor');
const BOB = { name: 'bob', roles: ['editor', 'auditor'], denied: ['write'] };
authorize(ALICE, ACTION);
authorize(BOB, ACTION);
