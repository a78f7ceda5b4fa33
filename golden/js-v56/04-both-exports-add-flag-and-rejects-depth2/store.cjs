'use strict';

exports.add = function (bag, item, qty) {
  if (qty <= 0) {
    return false;
  }
  bag.push(item + ' x' + qty);
  return true;
};

exports.label = function (bag) {
  return bag.join(', ');
};
