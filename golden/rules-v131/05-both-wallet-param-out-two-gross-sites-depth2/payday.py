from staff import Employee, Wallet


def gross(hours, rate):
    base = hours * rate
    if hours > 40:
        base += (hours - 40) * rate // 2
    return base


def run_payroll(bonus):
    ann = Employee("ann", Wallet("ann"))
    ben = Employee("ben", Wallet("ben"))
    ann_pay = gross(45, 20)
    ben_pay = gross(30, 25)
    ann.pay(ann_pay)
    ben.pay(ben_pay)
    ann.pay(bonus)
    report = ann.statement()
    other = ben.statement()
    print(ben.title(), other)
    return report


print(run_payroll(50))
