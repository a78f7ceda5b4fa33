'use strict';

const CURRENCY = 'USD';
const LOCALE = 'en-US';
const DIGITS = 2;
const MAX_DIGITS = 6;

function round(value, digits = MAX_DIGITS) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function money(amount, currency = CURRENCY, digits = DIGITS) {
  if (!Number.isFinite(amount)) {
    return `-- ${currency}`;
  }
  const fixed = round(amount, digits).toFixed(digits);
  return `${fixed} ${currency}`;
}

function percent(ratio, locale = LOCALE) {
  return `${(ratio * 100).toLocaleString(locale)}%`;
}

module.exports = { money, percent, round };
