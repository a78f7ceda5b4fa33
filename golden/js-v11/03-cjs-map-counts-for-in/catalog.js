'use strict';

const PREFIX = 'SKU-';
const LEGACY = new Map();
LEGACY.set('old-mug', 'mug');
LEGACY.set('cup', 'mug');

function skuOf(item, prefix = PREFIX) {
  const name = LEGACY.get(item) ?? item;
  return `${prefix}${name.toUpperCase()}`;
}

function labelOf(sku) {
  return sku.slice(PREFIX.length).toLowerCase();
}

function isLegacy(item) {
  return LEGACY.has(item);
}

module.exports = { skuOf, labelOf, isLegacy };
