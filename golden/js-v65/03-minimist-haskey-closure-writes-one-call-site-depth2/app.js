'use strict';

const { hasKey, isNumber } = require('./lib/helpers.js');

function describe(argv, key, raw) {
	const path = key.split('.');
	const known = hasKey(argv, path);
	const parent = hasKey(argv, path.slice(0, 1));
	let note = key;
	if (known) {
		note += ' (override)';
	} else if (parent) {
		note += ' (new leaf)';
	}
	if (isNumber(raw)) {
		note += ' = ' + Number(raw);
	}
	return note;
}

const argv = { server: { port: 80 }, verbose: true };
console.log(describe(argv, 'server.port', '8080'));
console.log(describe(argv, 'server.host', 'example.org'));
console.log(describe(argv, 'debug', '0x1f'));
