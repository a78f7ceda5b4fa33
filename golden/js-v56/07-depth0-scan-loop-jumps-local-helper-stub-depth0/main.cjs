'use strict';

const { countValid } = require('./scan.cjs');

const input = ['a', '', '#x', 'b', '#y', '#z', 'c'];
const n = countValid(input);
console.log('valid', n);
