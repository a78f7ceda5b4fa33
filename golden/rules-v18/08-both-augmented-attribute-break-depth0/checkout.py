"""Check a month of purchases against a budget."""
from budget import Budget


def check(limit, amounts):
    budget = Budget(limit)
    spent = budget.spend_all(amounts)
    return spent


def month_end(purchases):
    spent = check(100.0, purchases)
    return spent <= 100.0


if __name__ == "__main__":
    print(month_end([40.0, -5.0, 30.0, 50.0, 20.0]))
