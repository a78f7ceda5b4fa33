"""Cheap similarity check between two versions of a configuration file."""
from matcher import IS_LINE_JUNK, SequenceMatcher, _calculate_ratio


class LinePair(SequenceMatcher):
    def __init__(self, a, b):
        self.a = a
        self.b = b


def significant(lines):
    kept = []
    for line in lines:
        if IS_LINE_JUNK(line):
            continue
        kept.append(line.strip())
    return kept


def similarity(old, new):
    a = significant(old)
    b = significant(new)
    pair = LinePair(a, b)
    upper = pair.real_quick_ratio()
    if upper < 0.5:
        return upper
    same = sum(1 for x, y in zip(a, b) if x == y)
    return _calculate_ratio(same, len(a) + len(b))


def report(pairs):
    lines = []
    for name, old, new in pairs:
        score = similarity(old, new)
        lines.append('%s %.2f' % (name, score))
    return lines


OLD = ['[core]\n', '# editor\n', 'editor = vim\n', '\n', 'pager = less\n']
NEW = ['[core]\n', 'editor = nano\n', '   #\n', 'pager = less\n']
EMPTY = ['\n', '#\n']
for line in report([('gitconfig', OLD, NEW), ('blank', EMPTY, []),
                    ('grown', ['a\n'], OLD + NEW)]):
    print(line)
