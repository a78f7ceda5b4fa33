export function onCreate(ev, stats) {
  return `+ ${ev.path} (#${stats.seen})`;
}

export function onDelete(ev, stats) {
  const note = ev.recursive ? ' (recursive)' : '';
  return `- ${ev.path}${note} (#${stats.seen})`;
}

export function onRename(ev) {
  return `~ ${ev.from} -> ${ev.path}`;
}

export function onChmod(ev) {
  return `* ${ev.path} mode ${ev.mode.toString(8)}`;
}

export const handlers = { create: onCreate, delete: onDelete, rename: onRename, chmod: onChmod };
