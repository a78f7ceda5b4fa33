import { PAGE_SIZE, clamp, pageCount, lastPage, describePage } from './bounds.js';

export interface Task {
  title: string;
  done: boolean;
}

export function paginate(tasks: Task[], start: number, size = PAGE_SIZE) {
  const pages = pageCount(tasks.length, size);
  let page = 1;
  const slice = () => {
    const from = (page - 1) * size;
    return tasks.slice(from, from + size);
  };
  const first = slice();
  page = clamp(start, 1, pages);
  const current = slice();
  const pending = current.some((task) => !task.done);
  const label = describePage(page, pages);
  page = lastPage(pages);
  const last = slice();
  return { first, current, last, pending, label, slice };
}

export function renderBoard(tasks: Task[], start: number): string {
  const view = paginate(tasks, start);
  const rows = view.current.map((task) => `[${task.done ? 'x' : ' '}] ${task.title}`);
  return `${view.label}${view.pending ? ' (open)' : ''}\n${rows.join('\n')}`;
}

const TASKS: Task[] = [
  { title: 'plan', done: true }, { title: 'build', done: true }, { title: 'test', done: false },
  { title: 'ship', done: true }, { title: 'retro', done: true }, { title: 'rest', done: true },
  { title: 'audit', done: false },
];
console.log(renderBoard(TASKS, 2));
console.log(renderBoard(TASKS, 9));
