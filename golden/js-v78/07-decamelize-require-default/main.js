'use strict';
const decamelize = require('./decamelize');
const sep = '-';
const a = decamelize('fooBar');
const b = decamelize('bazQux', sep);
console.log(a, b);
