'use strict';

var bytes = require('./bytes');

var limit = bytes('1.5mb');
var plain = bytes('512');
var shown = bytes(limit, { unitSeparator: ' ' });
console.log(limit, plain, shown);
