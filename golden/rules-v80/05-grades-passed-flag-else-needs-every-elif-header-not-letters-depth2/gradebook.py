"""Letter grades from weighted averages, with a pass flag for the transcript."""
import sys

from scoring import parse_scores, weighted_average


def grade(scores, weights, curve):
    avg = weighted_average(scores, weights)
    score = min(avg + curve, 100.0)
    passed = True
    if score >= 90:
        letter = "A"
    elif score >= 80:
        letter = "B"
    elif score >= 70:
        letter = "C"
    elif score >= 60:
        letter = "D"
    else:
        letter = "F"
        passed = False
    note = "%s (%.1f)" % (letter, score)
    return {"letter": letter, "note": note, "passed": passed}


def transcript(rows, curve):
    weights = {"homework": 0.2, "midterm": 0.3, "final": 0.5}
    lines = []
    for name, line in rows:
        result = grade(parse_scores(line), weights, curve)
        lines.append("%-6s %s %s" % (name, result["note"], "pass" if result["passed"] else "FAIL"))
    return lines


if __name__ == "__main__":
    curve = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
    students = [("ada", "homework=95, midterm=88, final=91"), ("bo", "homework=70, final=52"), ("cy", "midterm=58, final=61")]
    print("\n".join(transcript(students, curve)))
