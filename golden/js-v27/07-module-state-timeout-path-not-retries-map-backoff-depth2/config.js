'use strict';

const settings = { retries: 3, timeout: 100, jitter: 5 };

if (process.env.SLOW === '1') {
  settings.timeout = 400;
}
settings.retries = Number(process.env.RETRIES || settings.retries);

function backoff(attempt, factor = 2) {
  const base = settings.timeout * factor ** attempt;
  const extra = settings.jitter * attempt;
  return base + extra;
}

module.exports = { settings, backoff };
