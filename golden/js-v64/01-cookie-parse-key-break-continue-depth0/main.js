'use strict';

const { parse } = require('./cookie');

function readSession(header) {
  const jar = parse(header);
  const sid = jar.sid || 'none';
  const theme = jar.theme || 'light';
  return sid + '/' + theme;
}

console.log(readSession('sid=abc%20123; theme="dark"; sid=dup'));
console.log(readSession('x; lang=en;sid=77'));
