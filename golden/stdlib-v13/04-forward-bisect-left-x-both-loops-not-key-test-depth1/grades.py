"""Letter grades and a ranked roster from raw exam points."""
from bisection import bisect_left, insort_left

CUTOFFS = [59.5, 69.5, 79.5, 89.5]
LETTERS = "FDCBA"


def letter(points, total):
    percent = round(100 * points / total, 1)
    band = bisect_left(CUTOFFS, percent)
    return LETTERS[band]


def report(results, total):
    lines = []
    ranked = []
    for name, points in results:
        grade = letter(points, total)
        insort_left(ranked, (-points, name))
        lines.append(f"{name:<8}{points:>4}  {grade}")
    best = ranked[0][1] if ranked else "-"
    return "\n".join(lines) + f"\nbest: {best}"


if __name__ == "__main__":
    exam = [("ann", 91), ("bob", 59), ("cid", 74), ("dee", 88)]
    print(report(exam, 100))
