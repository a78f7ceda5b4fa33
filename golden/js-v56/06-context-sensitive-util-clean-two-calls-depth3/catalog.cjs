'use strict';

const util = require('./util.cjs');

function makeEntry(title, author) {
  const slug = util.clean(title);
  const who = author.toUpperCase();
  const by = util.clean(who);
  console.log('by', by);
  const url = '/books/' + slug;
  return url;
}

const shelf = [
  { title: ' The  Hobbit ', author: 'Tolkien' },
  { title: '', author: 'Anon' },
];
for (const book of shelf) {
  if (!book.title) {
    continue;
  }
  console.log(makeEntry(book.title, book.author));
}
const extra = makeEntry('Dune Messiah', ' Frank Herbert');
console.log(extra);
