'use strict'

function createMessageToStatusCodeMap (codes) {
  var map = {}

  Object.keys(codes).forEach(function forEachCode (code) {
    var message = codes[code]
    var status = Number(code)

    // populate map
    map[message.toLowerCase()] = status
  })

  return map
}

function createStatusCodeList (codes) {
  return Object.keys(codes).map(function mapCode (code) {
    return Number(code)
  })
}

var codes = { 200: 'OK', 404: 'Not Found' }
var byMessage = createMessageToStatusCodeMap(codes)
var list = createStatusCodeList(codes)
console.log(byMessage, list)
