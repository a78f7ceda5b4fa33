"""Hunk headers for unified and context diffs of two lists of lines."""
from difflib import SequenceMatcher

from diff_ranges import _format_range_context, _format_range_unified


def unified_header(group, lineterm="\n"):
    first, last = group[0], group[-1]
    file1_range = _format_range_unified(first[1], last[2])
    file2_range = _format_range_unified(first[3], last[4])
    return '@@ -{} +{} @@{}'.format(file1_range, file2_range, lineterm)


def context_header(group):
    first, last = group[0], group[-1]
    file1_range = _format_range_context(first[1], last[2])
    file2_range = _format_range_context(first[3], last[4])
    return ['*** {} ****'.format(file1_range), '--- {} ----'.format(file2_range)]


def headers(a, b, context=False, n=3):
    lines = []
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if len(group) == 1 and group[0][0] == "equal":
            continue
        if context:
            lines.extend(context_header(group))
        else:
            lines.append(unified_header(group))
    return lines


if __name__ == "__main__":
    old = ["a\n", "b\n", "c\n", "d\n"]
    new = ["a\n", "c\n", "d\n", "e\n"]
    print(headers(old, new, n=0))
    print(headers(old, new, context=True, n=0))
    print(headers(old, old))
