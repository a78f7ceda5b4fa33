'use strict';

const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]+$/i;
const MAX_EMAIL = 254;

function clean(value) {
  const text = String(value ?? '');
  return text.trim();
}

exports.isBlank = (value) => clean(value) === '';

exports.isEmail = (value) => {
  const text = clean(value).toLowerCase();
  if (text.length > MAX_EMAIL) {
    return false;
  }
  return EMAIL.test(text);
};
