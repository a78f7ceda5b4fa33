from budget import make_budget


def plan(owner, costs, headroom):
    budget = make_budget(owner, costs)
    heading = budget.title()
    cap = sum(costs) + headroom
    budget.set_cap(cap)
    left = budget.remaining()
    if left < 10:
        print(heading, "is tight")
    return left


def report(teams):
    lines = []
    for owner, costs in teams:
        left = plan(owner, costs, 8 * len(costs))
        lines.append(owner + ": " + str(left))
    return lines


def main():
    teams = [("ops", [40, 30]), ("web", [5])]
    out = report(teams)
    print("\n".join(out))
    return len(out)


if __name__ == "__main__":
    print("rows", main())
