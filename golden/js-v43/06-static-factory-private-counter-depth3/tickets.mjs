// Support tickets: a static factory numbers them from a private static counter.
import { pad } from "./format.mjs";

export class Ticket {
  static #nextId = 100;
  static opened = 0;

  constructor(id, owner) {
    this.ref = Ticket.format(id);
    this.assignee = owner;
    Ticket.opened += 1;
  }

  static format(id) {
    return `t-${pad(id)}`;
  }

  static create(owner, urgent) {
    Ticket.#nextId += urgent ? 10 : 1;
    const id = Ticket.#nextId;
    return new Ticket(id, owner);
  }

  get code() {
    return this.ref.toUpperCase();
  }

  get owner() {
    return this.assignee;
  }

  set owner(name) {
    this.assignee = name.trim().toLowerCase();
  }
}
