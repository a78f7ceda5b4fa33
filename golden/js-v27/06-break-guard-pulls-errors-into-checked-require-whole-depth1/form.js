'use strict';
const v = require('./validators');

function validate(fields, { max = 3, label = 'form' } = {}) {
  const errors = [];
  let checked = 0;
  for (const field of fields) {
    if (field.optional && v.isBlank(field.value)) {
      continue;
    }
    checked++;
    if (field.type === 'email' && !v.isEmail(field.value)) {
      errors.push(`${field.name}: not an email address`);
    }
    if (v.isBlank(field.value)) {
      errors.push(`${field.name}: required`);
    }
    if (errors.length >= max) {
      console.log(`${label}: stopped after ${errors.length} errors`);
      break;
    }
  }
  const summary = `${checked} of ${fields.length} fields checked`;
  return { errors, summary };
}

module.exports = { validate };
