"""End-of-term report for one class."""
from grades import grade_class, parse_sheet


def banner(term):
    rule = "=" * (len(term) + 8)
    return f"{rule}\n=== {term} ===\n{rule}"


def main():
    rows = ["ada: 90 80 70", "bo: 60 95 85", "cy: 75 75 75"]
    names = [row.split(":")[0] for row in rows]
    sheets = [parse_sheet(row) for row in rows]
    weights = [0.5, 0.3, 0.2]
    table, top = grade_class(names, sheets, weights)
    print(banner("Spring term"))
    for name in sorted(table):
        total, place = table[name]
        print(f"{place}. {name}: {total:.1f}")
    print(f"top of the class: {', '.join(top)}")
    print(f"{len(names)} students graded")


if __name__ == "__main__":
    main()
