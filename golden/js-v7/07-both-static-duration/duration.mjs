export class Duration {
  static UNITS = { ms: 1, s: 1000, m: 60000 };
  static DEFAULT_UNIT = 'ms';
  static MAX_MS = 120000;

  static parse(text, unit = Duration.DEFAULT_UNIT) {
    const match = /^(\d+)([a-z]*)$/.exec(text.trim());
    if (match === null) {
      return null;
    }
    const [, amount, suffix] = match;
    const factor = Duration.UNITS[suffix || unit];
    return new Duration(Number(amount) * factor);
  }

  static sum(...parts) {
    let ms = 0;
    for (const part of parts) {
      ms += part.ms;
    }
    return new Duration(Math.min(ms, Duration.MAX_MS));
  }

  constructor(ms) {
    this.ms = ms;
  }
}

export function describe(d) {
  const secs = d.ms / 1000;
  return secs >= 60 ? `${secs / 60}m` : secs >= 1 ? `${secs}s` : `${d.ms}ms`;
}
