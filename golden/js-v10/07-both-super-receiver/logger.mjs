export const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
export const DEFAULT_LEVEL = 'info';
const STAMP = false;

export class Logger {
  constructor(name, level) {
    this.name = name;
    this.threshold = LEVELS[level] ?? LEVELS[DEFAULT_LEVEL];
    this.count = 0;
  }

  enabled(level) {
    return (LEVELS[level] ?? 0) >= this.threshold;
  }

  format(level, message, stamp = STAMP) {
    this.count += 1;
    const head = stamp ? `${new Date().toISOString()} ` : '';
    return `${head}${level.toUpperCase()} [${this.name}] ${message}`;
  }

  child(suffix) {
    return new Logger(`${this.name}.${suffix}`, DEFAULT_LEVEL);
  }
}
