import { matchesRoute, intersects, normalizeRole } from './routes.mjs';

const DENY = new Set(['suspended', 'guest']);
const DEPLOY_RULES = [{ route: '/deploy/*', roles: ['operator', 'admin'] }, { route: '/deploy/billing', roles: ['admin'] }];

export function authorize(user, request, rules) {
  let allowed = false;
  let matched = 0;
  let reason = 'no matching rule';
  const roles = (user?.profile?.roles ?? []).map((r) => normalizeRole(r));
  rules.forEach((rule) => {
    if (!matchesRoute(rule.route, request.path)) {
      return;
    }
    matched += 1;
    if (intersects(rule.roles, roles)) {
      allowed = true;
      reason = `${rule.route} grants ${rule.roles.join('/')}`;
    }
  });
  const blocked = roles.some((role) => DENY.has(role));
  const decision = allowed && !blocked;
  console.log(`${request.method} ${request.path}: ${matched} rules matched`);
  return { decision, reason: blocked ? 'blocked role' : reason };
}

export function canDeploy(user, service) {
  const request = { method: 'POST', path: `/deploy/${service}` };
  const verdict = authorize(user, request, DEPLOY_RULES);
  return verdict.decision;
}

const ada = { id: 1, profile: { roles: ['Ops'] } };
const bob = { id: 2, profile: { roles: ['administrator', 'guest'] } };
console.log(canDeploy(ada, 'web'), canDeploy(ada, 'billing'), canDeploy(bob, 'web'), canDeploy({ id: 3 }, 'web'));
