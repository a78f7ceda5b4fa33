'use strict';

const DEFAULTS = { host: 'localhost', port: 8080, debug: false };

function withDefaults(overrides) {
  const merged = Object.assign({}, DEFAULTS);
  for (const key of Object.keys(overrides)) {
    merged[key] = overrides[key];
  }
  return merged;
}

function describe(settings) {
  const flags = settings.debug ? ' (debug)' : '';
  return `${settings.host}:${settings.port}${flags}`;
}

module.exports = { DEFAULTS, withDefaults, describe };
