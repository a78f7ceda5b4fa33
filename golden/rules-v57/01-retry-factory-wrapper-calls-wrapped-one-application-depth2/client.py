"""Look documents up on a mirror that answers None while it warms up."""
from retrying import retry

MIRROR = {"a": [None, None, "alpha"], "b": ["beta"], "c": [None, None, None, None]}


def normalize(name):
    return name.strip().lower()


def lookup(name):
    answers = MIRROR.get(normalize(name))
    if not answers:
        return None
    return answers.pop(0)


def peek(name):
    first = lookup(name)
    return first is not None


def fetch_all(names, attempts):
    policy = retry(attempts)
    fetch = policy(lookup)
    found = {}
    for name in names:
        text = fetch(name)
        found[name] = text if text is not None else "<missing>"
    return found


def report(names, attempts):
    found = fetch_all(names, attempts)
    for name in sorted(found):
        print(name.strip(), found[name])
    return len(found)


if __name__ == "__main__":
    report(["a", " B ", "c"], 3)
    print("peek a:", peek("a"))
