'use strict'

const parseurl = require('./lib/parseurl.js')

function route (req) {
  const parsed = parseurl(req)
  const again = parseurl(req)
  return parsed.pathname + ' ' + parsed.query + ' ' + (parsed === again)
}

console.log(route({ url: '/users/7?tab=posts' }))
console.log(route({ url: '/static/app.js' }))
console.log(route({ url: '/a b' }).slice(0, 4))
