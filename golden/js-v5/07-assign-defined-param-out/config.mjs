const SCHEMA = { port: 8080, host: 'localhost', debug: false };

function isSet(src, key) {
  return Object.hasOwn(src, key) && src[key] !== undefined;
}

export function assignDefined(target, ...sources) {
  for (const src of sources) {
    for (const key in src) {
      if (!isSet(src, key)) {
        continue;
      }
      target[key] = src[key];
    }
  }
  return target;
}

export function loadConfig(env, cli) {
  const cfg = {};
  for (const [name, value] of Object.entries(SCHEMA)) {
    cfg[name] = value;
  }
  const fromEnv = { port: Number(env.PORT) || undefined, host: env.HOST };
  const unknown = [];
  for (const key in cli) {
    if (!Object.hasOwn(SCHEMA, key)) {
      unknown.push(key);
    }
  }
  assignDefined(cfg, fromEnv, cli);
  if (unknown.length > 0) {
    console.warn(`unknown options: ${unknown.join(', ')}`);
  }
  return cfg;
}

const config = loadConfig(process.env, { debug: true, colour: 'no' });
console.log(config);
