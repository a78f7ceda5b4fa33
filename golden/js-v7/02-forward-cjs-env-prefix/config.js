'use strict';

const { readEnv, envName } = require('./env');

const DEFAULTS = { host: 'localhost', port: 8080, verbose: false, poolSize: 4 };

function debugEnabled(env) {
  const name = envName('debug');
  return env[name] === '1';
}

function loadConfig(env, prefix) {
  const config = {};
  for (const key in DEFAULTS) {
    config[key] = DEFAULTS[key];
  }
  config.debug = debugEnabled(env);
  Object.assign(config, readEnv(env, DEFAULTS, prefix));
  return config;
}

function summary(config) {
  const where = `${config.host}:${config.port}`;
  return config.verbose ? `${where} (verbose)` : where;
}

module.exports = { loadConfig, summary };

const cfg = loadConfig({ MYAPP_HOST: 'db.internal', MYAPP_POOL_SIZE: '16', APP_DEBUG: '1' }, 'MYAPP_');
console.log(summary(cfg), cfg.poolSize, cfg.debug);
