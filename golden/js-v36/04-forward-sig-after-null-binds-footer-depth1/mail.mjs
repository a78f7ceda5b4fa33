import { layout, wordCount } from './page.mjs';

export function compose(author, summary) {
  const sig = `sent by ${author}`;
  const preview = layout(summary.slice(0, 12), summary);
  const page = layout(null, summary, sig);
  const words = wordCount(summary);
  const size = page.length;
  return { preview, page, words, size };
}

const mail = compose('ana', '  Quarterly numbers are in.  ');
console.log(mail.page);
console.log(wordCount('one two three'));
