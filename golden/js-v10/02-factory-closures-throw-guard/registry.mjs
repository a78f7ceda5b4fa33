import { PREFIX, STRICT, normalize, isReserved, describe } from './names.mjs';

export function createRegistry(plugins, { prefix = PREFIX, strict = STRICT } = {}) {
  const byName = new Map();
  let rejected = 0;
  const startedAt = Date.now();
  const keyOf = (plugin) => `${prefix}${normalize(plugin.name)}`;
  const register = (plugin) => {
    if (isReserved(plugin.name)) {
      return false;
    }
    const key = keyOf(plugin);
    if (byName.has(key)) {
      rejected += 1;
      return false;
    }
    byName.set(key, plugin);
    return true;
  };
  const lookup = (name) => byName.get(keyOf({ name })) ?? null;
  for (const plugin of plugins) {
    if (!register(plugin) && strict) {
      throw new Error(`rejected plugin ${describe(plugin)}`);
    }
  }
  const summary = `${[...byName.keys()].join(', ')} (${rejected} rejected)`;
  console.log(summary);
  return { register, lookup, summary, uptime: () => Date.now() - startedAt };
}

export function loadPlugins(list, env) {
  const enabled = list.filter((p) => !env.disabled.includes(p.name));
  const registry = createRegistry(enabled, { strict: env.strict === true });
  console.log(`loaded ${registry.summary}`);
  return registry;
}

const demo = loadPlugins([{ name: 'Auth' }, { name: 'cache' }, { name: ' auth' }, { name: 'Core' }], { disabled: ['cache'], strict: false });
console.log(demo.summary);
