import { Logger } from './logger.mjs';

const MAX_LINE = 40;

export class BufferLogger extends Logger {
  constructor(name, level, max = MAX_LINE) {
    super(`buffer:${name}`, level);
    this.max = max;
    this.lines = [];
  }

  log(level, message) {
    if (!this.enabled(level)) {
      return false;
    }
    const limit = this.max;
    const line = super.format(level, message);
    const cut = line.length > limit ? `${line.slice(0, limit - 1)}~` : line;
    this.lines.push(cut);
    return true;
  }

  flush() {
    const text = this.lines.join('\n');
    return text;
  }
}

export function runJob(items, level) {
  const logger = new BufferLogger('job', level);
  let failed = 0;
  for (const item of items) {
    if (!item.ok) {
      failed += 1;
      logger.log('warn', `item ${item.id} failed: ${item.reason}`);
    }
  }
  logger.log('info', `${items.length} items, ${failed} failed`);
  return logger.flush();
}

console.log(runJob([{ id: 1, ok: true }, { id: 2, ok: false, reason: 'timeout while fetching' }], 'info'));
