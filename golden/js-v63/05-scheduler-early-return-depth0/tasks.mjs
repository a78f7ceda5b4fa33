const PRIORITY = { high: 0, normal: 1, low: 2 };

export class Task {
  constructor(id, minutes, priority = 'normal') {
    this.id = id;
    this.minutes = minutes;
    this.priority = priority;
    this.done = false;
  }

  finish() {
    this.done = true;
  }
}

export function loadTasks() {
  const list = [
    new Task('review', 90, 'high'),
    new Task('standup', 15, 'high'),
    new Task('email', 45, 'low'),
    new Task('design', 120),
    new Task('deploy', 60, 'high'),
    new Task('docs', 75, 'low'),
  ];
  return list;
}

export function byPriority(a, b) {
  return PRIORITY[a.priority] - PRIORITY[b.priority];
}
