'use strict';

const ID_FIELD = '_id';
const LIMIT = 50;
const ALIASES = Object.freeze({
  mail: 'email',
  tel: 'phone',
  labels: 'tags',
});

function isReserved(key) {
  return key === ID_FIELD || key.startsWith('__');
}

exports.ID_FIELD = ID_FIELD;
exports.LIMIT = LIMIT;
exports.ALIASES = ALIASES;
exports.isReserved = isReserved;
