'use strict';

const DEFAULT_HOST = 'localhost';
const DEFAULT_PORT = 80;
const TLS_PORT = 443;
const DEFAULT_PATH = '/';
const STANDARD_PORTS = { http: 80, https: 443 };

const endpoint = ({ host = DEFAULT_HOST, port = DEFAULT_PORT, secure = port === TLS_PORT } = {}) => ({ host, port, secure });

function toUrl(ep, path = DEFAULT_PATH) {
  const scheme = ep.secure ? 'https' : 'http';
  const implicit = STANDARD_PORTS[scheme] === ep.port;
  const authority = implicit ? ep.host : `${ep.host}:${ep.port}`;
  return `${scheme}://${authority}${path}`;
}

function sameOrigin(a, b) {
  return toUrl(a, '') === toUrl(b, '');
}

module.exports = { endpoint, toUrl, sameOrigin };
