const DEFAULT_HOST = "localhost";
const DEFAULT_RETRIES = 3;
const FACTOR = 250;

export class Client {
  constructor(
    public readonly host: string = DEFAULT_HOST,
    private retries: number = DEFAULT_RETRIES,
    protected backoff: number = FACTOR,
    verbose: boolean = false,
  ) {
    if (verbose) {
      console.log(host);
    }
  }

  budget(): number {
    const total = this.retries * this.backoff;
    return total;
  }
}

export function plan(host: string, slow: boolean): number {
  const c = new Client(host);
  const wait = slow ? 2 : 1;
  const ms = c.budget() * wait;
  return ms;
}
