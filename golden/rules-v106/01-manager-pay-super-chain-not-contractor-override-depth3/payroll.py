"""Monthly payroll of a small team: one manager and one contractor."""
from staff import Manager, Contractor


def money(cents):
    return "%d.%02d" % (cents // 100, cents % 100)


def month_cost(salary, team, hourly, hours):
    boss = Manager(salary, team)
    temp = Contractor(hourly, hours)
    boss_pay = boss.pay()
    temp_pay = temp.pay()
    print(boss.describe(), money(boss_pay))
    print(temp.describe(), money(temp_pay))
    return boss_pay + temp_pay


if __name__ == "__main__":
    SALARY = 84000
    TEAM = 4
    total = month_cost(SALARY, TEAM, 35.5, 120)
    print("month:", money(total))
