'use strict';

function isBlank(line) {
  return line.trim() === '';
}

function countValid(lines) {
  const maxErrors = 2;
  let valid = 0;
  let errors = 0;
  for (const line of lines) {
    if (isBlank(line)) {
      continue;
    }
    if (line.startsWith('#')) {
      errors += 1;
      if (errors > maxErrors) {
        break;
      }
      continue;
    }
    valid += 1;
  }
  console.log('errors', errors);
  return valid;
}

module.exports = { countValid };
