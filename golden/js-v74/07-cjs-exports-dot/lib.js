const BASE = 10;

exports.h = function (n) {
  return n * n + BASE;
};

exports.k = (n) => n + 100;

module.exports.j = (n) => n - BASE;
