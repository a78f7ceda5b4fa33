'use strict';

const LEVELS = ['debug', 'info', 'warn', 'error'];
const ALIASES = { warning: 'warn', err: 'error', fatal: 'error' };
const WIDTH = 5;

function normalizeLevel(raw) {
  const name = String(raw ?? 'info').toLowerCase();
  const level = ALIASES[name] ?? name;
  return LEVELS.includes(level) ? level : undefined;
}

function formatEvent(event) {
  const tag = event.level.toUpperCase().padEnd(WIDTH);
  return `${tag} @${event.offset} ${event.msg}`;
}

module.exports = { normalizeLevel, formatEvent, LEVELS };
