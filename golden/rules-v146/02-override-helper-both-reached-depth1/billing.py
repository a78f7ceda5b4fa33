"""Compare a full-price and a student subscription."""
from plans import Plan, StudentPlan


def compare(months):
    full = Plan(10)
    student = StudentPlan(10)
    a = full.quote(months)
    b = student.quote(months)
    full.add_extra(5)
    return a, b, full.extras


print(compare(12))
print(compare(6))
