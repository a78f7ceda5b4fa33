'use strict';

const { endpoint, toUrl, sameOrigin } = require('./endpoint');

const API_HOST = 'api.example.com';
const API_PORT = 8443;
const ADMIN_HOST = 'admin.example.com';
const VERSION = 2;

function clientUrls(version, verbose) {
  const local = endpoint();
  const api = endpoint({ host: API_HOST, port: API_PORT });
  const admin = endpoint({ host: ADMIN_HOST, secure: true });
  const apiUrl = toUrl(api, `/v${version}`);
  const adminUrl = toUrl(admin);
  if (verbose) {
    console.log(`${toUrl(local)} same origin as api: ${sameOrigin(local, api)}`);
  }
  return { apiUrl, adminUrl };
}

const urls = clientUrls(VERSION, process.argv.includes('-v'));
console.log(urls.apiUrl);
console.log(urls.adminUrl);
