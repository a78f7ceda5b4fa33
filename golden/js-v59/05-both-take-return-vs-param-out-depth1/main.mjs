import { Vault } from './vault.mjs';

const home = new Vault('home');
const work = new Vault('work');
home.put(500);
work.put(300);
const got = home.take(200);
const left = home.peek();
console.log(got, left);
console.log(work.peek());
