import makeKeyer from './keys.mjs';

const NAMESPACE = 'users';

export function cacheKey(user, scope, version = 2) {
  const keyer = makeKeyer(NAMESPACE, { version });
  const id = user?.id ?? 'anon';
  const region = user?.profile?.region;
  const legacy = keyer(id);
  const key = keyer(id, scope ?? region ?? 'global');
  console.log(`lookup ${key} (was ${legacy})`);
  return key;
}

export function getCached(store, user) {
  const key = cacheKey(user);
  const hit = store.get(key);
  return hit ?? store.get(cacheKey(user, 'global', 1));
}

const store = new Map([['users:v2:42:eu', 'cached profile']]);
console.log(getCached(store, { id: 42, profile: { region: ' EU' } }));
console.log(getCached(store, null));
