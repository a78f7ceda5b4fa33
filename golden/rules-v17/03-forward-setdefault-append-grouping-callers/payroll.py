"""Salary costs grouped by department."""


def department_of(row):
    return row["dept"].strip().lower()


def group_costs(rows, rate):
    groups = {}
    headcount = {}
    for row in rows:
        dept = department_of(row)
        cost = row["salary"] * rate
        groups.setdefault(dept, []).append(cost)
        headcount[dept] = headcount.get(dept, 0) + 1
    print(len(headcount), "departments")
    return {dept: round(sum(costs), 2) for dept, costs in groups.items()}
