"""Match upload names against the shell patterns of an ignore file."""
import re

from fnmatch_translate import translate


def load_rules(text):
    rules = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        regex = re.compile(translate(line))
        rules.append((negate, regex))
    return rules


def ignored(name, rules):
    verdict = False
    for negate, regex in rules:
        if regex.match(name):
            verdict = not negate
    return verdict


if __name__ == "__main__":
    spec = "# build output\n*.o\n[!a-c]*.tmp\n!keep[0-9].o\nlogs/*\n"
    rules = load_rules(spec)
    for name in ["main.o", "keep1.o", "d.tmp", "a.tmp", "logs/x"]:
        print(name, ignored(name, rules))
