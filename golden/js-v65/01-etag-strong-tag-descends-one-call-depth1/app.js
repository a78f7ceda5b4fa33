'use strict'

const etag = require('./lib/etag.js')

function headersFor (body, lastModified) {
  const headers = {}
  headers['Content-Length'] = String(body.length)
  const weakTag = etag(body, { weak: true })
  const strongTag = etag(body)
  if (lastModified) {
    headers['Last-Modified'] = lastModified.toUTCString()
  }
  headers.ETag = strongTag
  return { headers, weakTag }
}

const out = headersFor('hello world', new Date(0))
console.log(out.headers.ETag, out.weakTag, out.headers['Content-Length'])
