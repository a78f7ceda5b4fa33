'use strict';
const { sidebar, digest } = require('./feed');

const POSTS = [
  { author: 'ada', score: 30, tags: ['JS', 'Node'] },
  { author: 'bob', score: 5, tags: ['Perl'] },
  { author: 'ada', score: 0, tags: ['misc'] },
  { author: 'cy', score: 12, tags: ['js', 'Streams'] },
];

const limit = Number(process.env.LIMIT || 3);
const side = sidebar(POSTS, limit);
const short = digest(POSTS);
console.log(side);
console.log(short);
