'use strict';

const LIMIT = 3;
const UNIT = 'kg';

module.exports = { LIMIT, UNIT };
