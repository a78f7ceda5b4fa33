"""A stock report assembled by steps that write into shared lines."""
from steps import plan, run_steps


def rule_for(text, mark="="):
    width = len(text)
    return mark * width


def fmt(row):
    name, qty = row
    return f"{name:<10}{qty:>5}"


def build_report(title, rows):
    lines = []
    seen = 0
    heading = title.strip().upper()

    def add_heading():
        lines.append(heading)

    def add_rule():
        lines.append(rule_for(heading))

    def count_rows():
        nonlocal seen
        seen = len(rows)

    steps = [add_heading, add_rule, count_rows]
    plan(steps, "report")
    run_steps(steps, "report")
    for row in rows:
        lines.append(fmt(row))
    lines.append(f"{seen} rows")
    text = "\n".join(lines)
    return text


if __name__ == "__main__":
    stock = [("apples", 3), ("pears", 12)]
    print(rule_for("preview", "-"))
    report = build_report("  stock  ", stock)
    print(report)
    print(len(report.splitlines()), "lines")
