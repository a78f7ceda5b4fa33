"""gradebook: read score records and print who passed."""

import sys

from grades import best_student, grade_all
from report import footer, render, title

DATA = [
    "ana: 91 78 88",
    "ben: 45 52 38",
    "cy: 66 71",
    "dee:",
]


def parse_args(argv):
    cfg = {"pass_mark": 50, "width": 20}
    for arg in argv:
        if arg.startswith("--pass="):
            cfg["pass_mark"] = int(arg[7:])
        elif arg.startswith("--width="):
            cfg["width"] = int(arg[8:])
    return cfg


def parse_records(lines):
    records = []
    for line in lines:
        head = line.split(":")
        scores = [int(tok) for tok in head[1].split()]
        records.append({"name": head[0].strip(), "scores": scores})
    return records


def run(argv):
    cfg = parse_args(argv)
    records = parse_records(DATA)
    print(title("grades", cfg["width"]))
    report = grade_all(records, cfg)
    if report is None:
        print("nothing graded")
    else:
        print(render(report["rows"], cfg["width"]))
        print("failed:", report["fails"])
    print("best:", best_student(records))
    print(footer(len(records)))


def self_test():
    records = [{"name": "x", "scores": [40]}, {"name": "y", "scores": [90]}]
    out = grade_all(records, {"pass_mark": 60})
    return out["fails"] == 1


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        print("self-test", "ok" if self_test() else "FAILED")
    else:
        run(sys.argv[1:])
