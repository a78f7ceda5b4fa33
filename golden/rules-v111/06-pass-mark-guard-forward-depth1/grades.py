"""Grading logic for the gradebook tool."""


def average(scores):
    if not scores:
        return 0.0
    return sum(scores) / len(scores)


def letter(mark):
    if mark >= 85:
        return "A"
    if mark >= 70:
        return "B"
    if mark >= 50:
        return "C"
    return "F"


def grade_all(records, cfg):
    marks = {}
    for rec in records:
        marks[rec["name"]] = average(rec["scores"])
    passing = cfg["pass_mark"]
    if passing < 0 or passing > 100:
        print("bad pass mark:", passing)
        return None
    rows = []
    fails = 0
    for name in sorted(marks):
        mark = round(marks[name], 1)
        ok = mark >= passing
        if not ok:
            fails += 1
        rows.append((name, mark, ok))
    return {"rows": rows, "fails": fails}


def best_student(records):
    best = None
    best_mark = -1.0
    for rec in records:
        mark = average(rec["scores"])
        if mark > best_mark:
            best = rec["name"]
            best_mark = mark
    return best
