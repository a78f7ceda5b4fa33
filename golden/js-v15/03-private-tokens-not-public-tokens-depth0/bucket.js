'use strict';

const BURST = 3;
const DEFAULT_RATE = 2;
const MS_PER_SECOND = 1000;

class TokenBucket {
  #tokens = BURST;
  #last = 0;
  tokens = BURST;
  denied = 0;
  stats = { calls: 0, granted: 0 };

  constructor(rate = DEFAULT_RATE) {
    this.rate = rate;
  }

  take(now, cost) {
    const elapsed = Math.max(0, now - this.#last) / MS_PER_SECOND;
    this.#last = now;
    this.stats.calls += 1;
    this.#tokens = Math.min(BURST, this.#tokens + elapsed * this.rate);
    this.tokens = Math.floor(this.#tokens);
    if (this.#tokens < cost) {
      this.denied += 1;
      return false;
    }
    this.#tokens -= cost;
    this.stats.granted += 1;
    return true;
  }

  admit(at, weight) {
    const allowed = this.take(at, weight ?? 1);
    if (!allowed) {
      console.log(`throttled at ${at} ms, ${this.tokens} left`);
    }
    return allowed;
  }
}

module.exports = { TokenBucket, BURST };
