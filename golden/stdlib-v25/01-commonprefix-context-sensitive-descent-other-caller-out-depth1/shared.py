"""Group report built on pathprefix.commonprefix."""
import os
from pathprefix import commonprefix


def shared_dir(paths):
    prefix = commonprefix(paths)
    cut = prefix.rfind(os.sep)
    if cut < 0:
        return ''
    return prefix[:cut + 1]


def common_stem(words):
    stems = [w.lower() for w in words]
    stem = commonprefix(stems)
    return stem


def report(groups):
    lines = []
    for label, paths in groups:
        base = shared_dir(paths)
        lines.append(label + ': ' + base)
    stem = common_stem([label for label, _ in groups])
    lines.append('stem: ' + stem)
    return lines


GROUPS = [
    ('Logs', ['/var/log/app/a.log', '/var/log/app/b.log', '/var/log/sys.log']),
    ('Local', ['/usr/local/bin/tool', '/usr/local/lib/x.so']),
    ('Loose', ['readme', 'requirements']),
]

for row in report(GROUPS):
    print(row)
