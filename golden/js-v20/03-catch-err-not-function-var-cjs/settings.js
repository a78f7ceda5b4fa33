'use strict';
const { DEFAULTS, withDefaults, describe } = require('./defaults');

const FALLBACK = { host: '0.0.0.0', port: 3000 };

function loadSettings(text, fallback) {
  var err = null;
  var parsed = fallback;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    err.message = `settings: ${err.message}`;
    console.warn(err.message);
  }
  var settings = withDefaults(parsed);
  if (!Number.isInteger(settings.port)) {
    var err = new TypeError(`bad port ${settings.port}`);
    settings.port = DEFAULTS.port;
  }
  return { settings, err };
}

function startServer(configText, env) {
  const fallback = { ...FALLBACK, debug: env !== 'production' };
  const { settings, err } = loadSettings(configText, fallback);
  if (err) {
    console.error(`config: ${err.message}`);
    return null;
  }
  return describe(settings);
}

module.exports = { loadSettings, startServer };

if (require.main === module) {
  console.log(startServer('{"host": "example.test", "port": "80a"}', 'production'));
  console.log(startServer('{"host": broken', 'development'));
  console.log(startServer('{"port": 8443}', 'development'));
}
