"""One month's pay run for a small team."""
from staff import Contractor, Intern, Manager


def pay_team(lead_name, salary, bonus, helpers):
    lead = Manager(lead_name, salary, bonus)
    trainee = Intern("Front desk", salary / 4)
    badges = [lead.badge(), trainee.badge()]
    total = lead.monthly()
    total += trainee.monthly()
    for name in helpers:
        temp = Contractor(name, 24000)
        total += temp.monthly()
    return badges, round(total, 2)


if __name__ == "__main__":
    print(pay_team("Ada", 60000, 6000, ["Bo", "Cy"]))
