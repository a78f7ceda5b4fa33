"""Department lines of the finance report."""
from payroll import group_costs


def department_totals(rows, overhead):
    totals = group_costs(rows, 1.0 + overhead)
    ranked = sorted(totals.items(), key=lambda item: -item[1])
    return ranked


def finance_report(rows):
    lines = []
    for dept, total in department_totals(rows, 0.25):
        lines.append("%-10s %10.2f" % (dept, total))
    return "\n".join(lines)


if __name__ == "__main__":
    staff = [{"dept": "Ops ", "salary": 100.0}, {"dept": "ops", "salary": 50.0}, {"dept": "R&D", "salary": 80.0}]
    print(finance_report(staff))
