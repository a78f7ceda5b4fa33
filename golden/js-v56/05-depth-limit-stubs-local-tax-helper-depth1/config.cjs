'use strict';

const TAX = 0.2;
const CURRENCY = 'EUR';

module.exports = { TAX, CURRENCY };
