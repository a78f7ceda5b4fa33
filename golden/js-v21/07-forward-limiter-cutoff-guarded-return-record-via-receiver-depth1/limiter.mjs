// Sliding-window rate limiter: at most `max` requests per window.
export class Limiter {
  constructor(max, windowMs) {
    this.max = max;
    this.windowMs = windowMs;
    this.hits = [];
    this.rejected = 0;
  }

  allow(now) {
    const cutoff = now - this.windowMs;
    while (this.hits.length > 0 && this.hits[0] <= cutoff) {
      this.hits.shift();
    }
    if (this.hits.length >= this.max) {
      this.rejected += 1;
      return false;
    }
    this.record(now);
    return true;
  }

  record(time) {
    this.hits.push(time);
  }
}
