from parsing import parse_records
from validator import validate

DATA = ["ann, 31", "", "bob, -4", "cy, 22"]


def build_report(lines):
    records = parse_records(lines)
    errors = validate(records)
    bad = len(errors)
    summary = "%d record(s), %d bad" % (len(records), bad)
    print(summary)
    return bad


print("bad:", build_report(DATA))
