'use strict';

const LIMITS = { maxItems: 50, maxBytes: 1 << 20 };
const DEFAULTS = { retries: 2, backoffMs: 250 };
const envMax = Number(process.env.QUEUE_MAX_ITEMS);

if (Number.isInteger(envMax) && envMax > 0) {
  LIMITS.maxItems = envMax;
}
DEFAULTS.backoffMs *= 2;
Object.freeze(LIMITS);
Object.freeze(DEFAULTS);

function withinLimits(batch) {
  return batch.length <= LIMITS.maxItems;
}

function describe() {
  return `max ${LIMITS.maxItems} items, ${DEFAULTS.retries} retries`;
}

module.exports = { LIMITS, DEFAULTS, withinLimits, describe };
