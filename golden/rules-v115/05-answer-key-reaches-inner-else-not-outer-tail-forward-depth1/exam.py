"""Mark two classes against the same answer key."""

from grading import grade

KEY = "b c a d"


def mark_class(name, sheets):
    results = grade(sheets, KEY, 3)
    passed = [s for s, (score, status) in results.items() if status == "pass"]
    print(name, "passed:", ", ".join(sorted(passed)) or "nobody")
    print(name, "sheets:", len(sheets))
    return len(passed)


def main():
    total = mark_class("5A", [("ann", ["b", "c", "a", "d"]), ("ben", ["b", None, "a", "d"])])
    total += mark_class("5B", [("cy", ["b", "c", "b", "b"])])
    print("passed overall:", total)


if __name__ == "__main__":
    main()
