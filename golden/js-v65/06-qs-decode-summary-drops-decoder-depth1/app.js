'use strict';

const { decode, arrayToObject } = require('./lib/utils.js');

function readPairs(query, charset) {
    const decoder = function (s) { return s.toUpperCase(); };
    const values = [];
    const parts = query.split('&');
    for (let n = 0; n < parts.length; n++) {
        const eq = parts[n].indexOf('=');
        if (eq === -1) {
            continue;
        }
        const value = decode(parts[n].slice(eq + 1), decoder, charset);
        values.push(value);
    }
    const byIndex = arrayToObject(values, { plainObjects: false });
    return byIndex;
}

const latin = readPairs('a=caf%E9&flag&b=x+y', 'iso-8859-1');
const utf = readPairs('a=%F0%9F%98%80&b=%E0%A4%A', 'utf-8');
console.log(latin, utf);
