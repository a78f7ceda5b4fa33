"""Check that delimited files have the same number of fields on every row."""
from fields import field_counts


def check_table(text, options):
    delim = options.get("delimiter", ",")
    marker = options.get("comment", "#")
    lines = text.splitlines()
    counts = field_counts(lines, delim, marker)
    header = lines[0] if lines else ""
    widths = sorted({n for _, n in counts})
    if len(widths) > 1:
        return "ragged %r: %s" % (header[:12], widths)
    return "ok (%d rows)" % len(counts)


def audit(tables, options):
    report = {}
    for name, text in sorted(tables.items()):
        report[name] = check_table(text, options)
    return report


if __name__ == "__main__":
    TABLES = {"a.csv": 'x,y\n1,2 # two, three\n\n"3,4",5\n', "b.csv": "x;y\n1;2;3 % three\n4;5\n"}
    print(audit(TABLES, {"comment": "#"}))
    print(audit(TABLES, {"delimiter": ";", "comment": "%"}))
