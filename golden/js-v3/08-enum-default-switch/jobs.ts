const enum Priority {
  Low = 1,
  Normal = 5,
  Urgent = Normal * 2,
}

const QUEUE = "main";
const GAP = 15;

export class Job {
  constructor(
    public readonly id: number,
    private priority: Priority = Priority.Normal,
    public queue: string = QUEUE,
    note = "",
  ) {
    if (id < 0) {
      this.priority = Priority.Low;
    }
    console.log(note);
  }

  delay(): number {
    switch (this.priority) {
      case Priority.Urgent:
        return 0;
      case Priority.Normal:
        return GAP;
      default:
        return GAP * 4;
    }
  }
}

export function schedule(id: number, memo: string): number {
  const other = new Job(0, Priority.Urgent, "fast");
  const job = new Job(id - 1);
  console.log(other.queue, memo);
  const wait = job.delay();
  return wait;
}
