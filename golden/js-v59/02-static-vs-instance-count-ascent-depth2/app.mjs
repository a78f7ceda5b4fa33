import { Tally } from './tally.mjs';

function tallyWords(words) {
  const t = new Tally('words');
  for (const w of words) {
    t.record(w.length);
  }
  return t.summary();
}

function tallyOther() {
  const u = new Tally('other');
  u.record(3);
  return Tally.created();
}

console.log(tallyWords(['a', 'bb', '']));
console.log(tallyOther());
