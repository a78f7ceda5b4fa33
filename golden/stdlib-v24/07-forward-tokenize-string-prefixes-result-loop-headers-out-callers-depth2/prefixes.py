"""Group the spellings of string prefixes, as a tokenizer's tables would."""
from stringprefix import _all_string_prefixes


def prefix_table():
    table = {}
    for prefix in _all_string_prefixes():
        key = "".join(sorted(prefix.lower()))
        table.setdefault(key, []).append(prefix)
    return table


def longest():
    return max(sorted(_all_string_prefixes()), key=len)


def spellings(kind, table):
    found = table.get(kind, [])
    return sorted(found)


def report(kinds):
    table = prefix_table()
    lines = [f"longest: {longest()}"]
    for kind in kinds:
        shown = ", ".join(spellings(kind, table))
        lines.append(f"{kind or '(none)'}: {shown}")
    return lines


def main():
    for line in report(["b", "br", "fr", "u"]):
        print(line)


main()
