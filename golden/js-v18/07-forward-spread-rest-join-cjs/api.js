'use strict';

const { joinUrl, shorten } = require('./paths');

const API_BASE = 'https://api.example.com/';
const ASSET_BASE = 'https://cdn.example.com';

function resourceUrl(kind, id, ...extra) {
  const segs = [kind, id, ...extra];
  const url = joinUrl(API_BASE, ...segs);
  const icon = joinUrl(ASSET_BASE, 'icons', `${kind}.svg`);
  return { url, icon };
}

function linkLine(link) {
  return `${shorten(link.url)} (${link.icon})`;
}

const links = [resourceUrl('users', 42, 'posts'), resourceUrl('user groups', 7, '..', 'teams', '')];
for (const link of links) {
  console.log(linkLine(link));
}
