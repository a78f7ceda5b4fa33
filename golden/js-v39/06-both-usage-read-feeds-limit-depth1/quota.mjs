// Quota bookkeeping: two module-level counters and their accessors.
let used = 0;
let limit = 10;

export function consume(n) {
  used += n;
}

export function usage() {
  return used;
}

export function setLimit(n) {
  limit = n;
}

export function remaining() {
  return limit - used;
}

export function resetUsage() {
  used = 0;
}
