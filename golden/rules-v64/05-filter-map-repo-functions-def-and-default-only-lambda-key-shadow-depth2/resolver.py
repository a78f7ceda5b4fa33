"""Resolve a requirement such as 'lib>=1.2,<2.0' against a package index."""
from versions import bounds, is_final, listed, parse


def candidates(releases, spec, allow_pre):
    low, high = bounds(spec)
    text = f"{spec} ({'with' if allow_pre else 'no'} pre-releases)"
    pool = releases if allow_pre else list(filter(is_final, releases))
    keys = dict(zip(pool, map(parse, pool)))
    fits = [text for text in pool if low <= keys[text] < high]
    major = high[0] - 1
    ordered = sorted(fits, key=lambda text: (keys[text][0] == major, keys[text]), reverse=True)
    major = None
    print(text, "->", ordered or "nothing", major)
    return ordered


def resolve(index, requirement, pre=False):
    name, *rest = requirement.replace(" ", "").split(">=")
    spec = ">=" + rest[0] if rest else ">=0,<9999"
    releases = listed(index, name)
    allow = pre or name.endswith("-nightly")
    ordered = candidates(releases, spec, allow)
    return ordered[0] if ordered else None


INDEX = {"requests": ["2.31.0", "2.32.0rc1", "1.2.3", "3.0.0b1", "2.28.2"], "urllib3": ["1.26.18", "2.0.7", "1.25.0", "2.0.0a1"]}


if __name__ == "__main__":
    print(resolve(INDEX, "requests>=2.0,<3.0"))
    print(resolve(INDEX, "urllib3 >= 1.20, < 3.0", pre=True))
