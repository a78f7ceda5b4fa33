const { safe, unsafe } = require('./lib/ini.js')

function roundTrip (value) {
  const written = safe(value)
  const read = unsafe(written)
  return [written, read]
}

console.log(roundTrip('plain'))
console.log(roundTrip('a;b#c'))
console.log(roundTrip(' padded '))
console.log(unsafe("'quoted'"))
