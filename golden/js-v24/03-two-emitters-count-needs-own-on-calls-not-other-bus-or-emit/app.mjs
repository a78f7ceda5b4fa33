import { Emitter } from './emitter.mjs';

function logSave(doc) {
  console.log(`saved ${doc.id}`);
}

function alarm(doc) {
  console.error(`save of ${doc.id} mirrored`);
}

export function wire(docs, topic) {
  const saved = [];
  const alpha = new Emitter();
  const beta = new Emitter();
  alpha.on(topic, (doc) => {
    saved.push(doc.id);
  });
  alpha.on(topic, logSave);
  beta.on(topic, alarm);
  beta.on('retry', logSave);
  for (const doc of docs) {
    alpha.emit(topic, doc);
  }
  const listeners = alpha.count(topic);
  const mirrors = beta.count(topic);
  return { saved, listeners, mirrors };
}

const result = wire([{ id: 1 }, { id: 2 }], 'save');
console.log(result);
