function snapshot(state, extra) {
  const view = { ...state };
  state.count = extra;
  state.dirty = true;
  const later = { ...state };
  view.seen = true;
  console.log(later);
  return view;
}

const s = { count: 1 };
const v = snapshot(s, 5);
console.log(v, s);
