"""Weekly pay; HR changes the overtime multiplier between pay runs."""
from rounding import to_cents

OVERTIME = 1.5
CAP = 40


def weekly_pay(rate, hours):
    base = min(hours, CAP) * rate
    extra = max(hours - CAP, 0)
    bonus = to_cents(extra * rate * OVERTIME)
    if bonus > 300:
        print("check overtime at rate", rate)
    return base + bonus


def banner(company):
    return company.strip().title() + " payroll"


ann = weekly_pay(20.0, 45)
OVERTIME = 2.0
bob = weekly_pay(18.0, 50)
OVERTIME = 1.25
cid = weekly_pay(22.0, 48)
team = ann + bob
late = [ann, cid]
print(banner(" acme "), team, late)
