'use strict';
const { validate } = require('./form');

function submit(form, limit) {
  const fields = [];
  for (const name of Object.keys(form.values)) {
    const type = name === 'email' ? 'email' : 'text';
    fields.push({ name, type, value: form.values[name], optional: form.optional.includes(name) });
  }
  const stamp = new Date().toISOString();
  const result = validate(fields, { max: limit });
  console.log(`${form.id} at ${stamp}`);
  return result;
}

console.log(submit({ id: 'signup', values: { name: 'Ada', email: 'ada@', nick: '' }, optional: ['nick'] }, 2));
console.log(submit({ id: 'contact', values: { email: '', name: '' }, optional: [] }, 1));
