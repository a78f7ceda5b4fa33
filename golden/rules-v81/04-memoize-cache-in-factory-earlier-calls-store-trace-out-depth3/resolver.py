"""Resolve host names through a memoized lookup of the hosts table."""
from memo import memoize

HOSTS = {"db": "10.0.0.5", "cache": "10.0.0.7", "web": "10.0.0.9"}


def normalize(name):
    return name.strip().lower()


def lookup(name):
    return HOSTS.get(normalize(name), "0.0.0.0")


def resolve_all(names):
    resolve = memoize(lookup)
    first = resolve(names[0])
    seen = [first]
    for name in names[1:]:
        address = resolve(name)
        seen.append(address)
    again = resolve(names[0])
    return seen, again


def main():
    names = ["db", " Cache", "web", "db"]
    seen, again = resolve_all(names)
    print(seen)
    print("again:", again)


if __name__ == "__main__":
    main()
