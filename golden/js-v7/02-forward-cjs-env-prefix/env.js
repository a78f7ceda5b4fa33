'use strict';

const DEFAULT_PREFIX = 'APP_';

function envName(key, prefix = DEFAULT_PREFIX) {
  const snake = key.replace(/([a-z])([A-Z])/g, '$1_$2');
  return `${prefix}${snake.toUpperCase()}`;
}

function coerce(sample, raw) {
  return typeof sample === 'number' ? Number(raw) : typeof sample === 'boolean' ? raw === 'true' : raw;
}

exports.readEnv = (env, defaults, prefix) => {
  const found = {};
  for (const key in defaults) {
    const raw = env[envName(key, prefix)];
    if (raw !== undefined) {
      found[key] = coerce(defaults[key], raw);
    }
  }
  return found;
};

exports.envName = envName;
