"""Gitignore-style path matching, compiled once into a closure."""
import fnmatch
import re


def make_matcher(patterns, ignore_case=False, name="ignore"):
    flags = re.IGNORECASE if ignore_case else 0
    rules = []
    for pattern in patterns:
        pattern = pattern.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negate = pattern.startswith("!")
        regex = re.compile(fnmatch.translate(pattern.lstrip("!")), flags)
        rules.append((regex, negate))
    print("%s: %d rules" % (name, len(rules)))

    def match(path):
        ignored = False
        for regex, negate in rules:
            if regex.match(path):
                ignored = not negate
        return ignored

    return match
