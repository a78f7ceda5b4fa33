'use strict';

const balanced = require('./balanced');

function innerOf(text) {
  const m = balanced('{', '}', text);
  if (!m) {
    return null;
  }
  return m.body;
}

console.log(innerOf('pre{a{b}c}post'));
console.log(innerOf('x{{y}z'));
console.log(balanced(/\[/, /\]/, 'list[1,2]'));
