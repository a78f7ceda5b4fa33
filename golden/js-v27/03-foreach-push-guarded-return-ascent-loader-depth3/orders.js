'use strict';

const RAW = ['1,3,40,8', '2,3,5,1', '3,4,120,24', '4,3,60,12'];
const SEP = ',';

function parseLine(line) {
  const [id, month, net, vat] = line.split(SEP).map(Number);
  return { id, month, net, vat };
}

exports.loadOrders = function () {
  const out = [];
  for (const line of RAW) {
    out.push(parseLine(line));
  }
  console.log(`loaded ${out.length} orders`);
  return out;
};
