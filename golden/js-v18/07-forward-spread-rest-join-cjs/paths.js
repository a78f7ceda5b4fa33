'use strict';

const SEP = '/';

function encodeSegment(segment) {
  return encodeURIComponent(String(segment));
}

function joinUrl(base, ...segments) {
  const root = base.endsWith(SEP) ? base.slice(0, -1) : base;
  const parts = [];
  for (const segment of segments) {
    if (segment === '' || segment === undefined) {
      continue;
    }
    if (segment === '..') {
      parts.pop();
      continue;
    }
    parts.push(encodeSegment(segment));
  }
  return [root, ...parts].join(SEP);
}

function shorten(url, max = 40) {
  return url.length > max ? `${url.slice(0, max - 3)}...` : url;
}

module.exports = { joinUrl, shorten };
