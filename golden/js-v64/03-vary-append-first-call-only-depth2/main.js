'use strict'

const { append } = require('./vary')

function mergeVary (existing, extra) {
  const wanted = extra.concat(['Origin'])
  const first = append(existing, 'Accept-Encoding')
  const second = append(first, wanted)
  console.log('second:', second)
  return first
}

const merged = mergeVary('Accept', ['Accept-Language', 'accept'])
console.log('first:', merged)
