export class Plugin {
  id = 0;
  enabled = true;

  constructor(readonly name: string, readonly priority: number = 10) {}

  describe(): string {
    const state = this.enabled ? `#${this.id}` : "disabled";
    return `${this.name} ${state} (priority ${this.priority})`;
  }
}

export class Registry {
  static readonly FIRST_ID = 100;
  static readonly LIMIT = 8;
  #nextId = Registry.FIRST_ID;
  #byName = new Map<string, Plugin>();

  constructor(readonly scope: string) {}

  attach(plugin: Plugin): boolean {
    if (this.#byName.has(plugin.name)) {
      plugin.enabled = false;
      return false;
    }
    this.#byName.set(plugin.name, plugin);
    plugin.id = this.allocate();
    return true;
  }

  allocate(): number {
    const id = this.#nextId;
    this.#nextId += 1;
    return id;
  }

  names(): string[] {
    return [...this.#byName.keys()].slice(0, Registry.LIMIT);
  }
}
