'use strict'

var fresh = require('./fresh')

function check (reqHeaders) {
  var resHeaders = { etag: '"abc"', 'last-modified': 'Tue, 01 Oct 2024 10:00:00 GMT' }
  var isFresh = fresh(reqHeaders, resHeaders)
  return isFresh ? 304 : 200
}

console.log(check({ 'if-none-match': '"abc"' }))
console.log(check({ 'if-modified-since': 'Wed, 02 Oct 2024 10:00:00 GMT' }))
console.log(check({ 'if-modified-since': 'Mon, 30 Sep 2024 10:00:00 GMT' }))
