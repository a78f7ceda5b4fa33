export interface Job {
  id: string;
  skip?: boolean;
}

export const DEFAULT_LIMIT = 3;

export class Queue {
  constructor(readonly name: string, protected items: Job[] = []) {}

  offer(job: Job): boolean {
    this.items.push(job);
    return true;
  }

  drain(): Job[] {
    return this.items.splice(0, this.items.length);
  }
}

export class BoundedQueue extends Queue {
  constructor(name: string, readonly limit: number = DEFAULT_LIMIT) {
    super(name.trim());
  }

  offer(job: Job): boolean {
    if (this.items.length >= this.limit) {
      return false;
    }
    return super.offer(job);
  }
}
