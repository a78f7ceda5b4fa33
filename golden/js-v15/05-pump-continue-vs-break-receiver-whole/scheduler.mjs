export const MAX_ATTEMPTS = 3;

export class Scheduler {
  constructor(slots) {
    this.slots = slots;
    this.queue = [];
    this.running = [];
    this.log = [];
  }

  enqueue(task) {
    this.queue.push(task);
  }

  canStart(task) {
    return this.running.length < this.slots && task.attempts < MAX_ATTEMPTS;
  }

  pump() {
    let started = 0;
    while (this.queue.length > 0) {
      const task = this.queue.shift();
      if (task.cancelled) {
        this.log.push(`${task.id} cancelled`);
        continue;
      }
      if (!this.canStart(task)) {
        this.queue.unshift(task);
        this.log.push(`${task.id} waits`);
        break;
      }
      task.attempts += 1;
      this.running.push(task.id);
      started += 1;
    }
    return started;
  }

  report() {
    return `running ${this.running.join(', ')}; ${this.log.join('; ')}`;
  }
}
