"""Loading API credentials at start-up."""
import sys

from tokens import TokenStore

DEMO = "# demo credentials\nkey = abc123\nbroken line\nsecret = s3cr3t\n"


def read_lines(text):
    return [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


def credentials(text, env):
    verbose = env.get("VERBOSE") == "1"
    store = TokenStore(read_lines(text), prefix=env.get("PREFIX", ""), strict=verbose)
    label = "%d tokens" % len(store.tokens)
    if verbose:
        print(label)
    return store


def main(argv):
    text = DEMO if len(argv) < 2 else open(argv[1]).read()
    store = credentials(text, {"PREFIX": "api_", "VERBOSE": "1"})
    print(store.get("key"), store.skipped)


if __name__ == "__main__":
    main(sys.argv)
