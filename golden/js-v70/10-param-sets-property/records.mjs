function mark(item, flag, note) {
  item.flag = flag;
  console.log(note);
}

function peek(item) {
  return item.id;
}

function handle(id, f) {
  const rec = { id: id };
  const other = { id: 0 };
  peek(rec);
  mark(rec, f, 'n');
  mark(other, false, 'o');
  return rec;
}

console.log(handle(7, true));
