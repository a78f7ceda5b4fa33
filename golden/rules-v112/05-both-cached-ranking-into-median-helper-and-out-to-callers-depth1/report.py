"""Printing a course roster."""
from grades import Grades


def describe(g, curve):
    top = g.best
    m = g.median
    if curve:
        m = min(100, m + curve)
    verdict = "pass" if m >= 50 else "fail"
    return f"{g.student}: median {m:.1f}, best {top} ({verdict})"


def roster(records, curve=0):
    lines = []
    for name, scores in records:
        g = Grades(name, scores)
        if g.passed:
            lines.append(describe(g, curve))
        else:
            lines.append(f"{name}: see tutor")
    return lines


RECORDS = [("ana", [71, 48, 90, 62]), ("bo", [30, 55, 41])]

if __name__ == "__main__":
    for line in roster(RECORDS, curve=5):
        print(line)
