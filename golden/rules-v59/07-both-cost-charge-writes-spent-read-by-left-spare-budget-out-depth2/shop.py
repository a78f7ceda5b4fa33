"""Buy what a shopping list allows within a budget."""
from budget import Budget


def shop(wanted, prices, limit):
    budget = Budget("groceries", limit)
    spare = Budget("spare", 5.0)
    print("shopping with", budget.title())
    bought = []
    missed = []
    for name, qty in wanted:
        unit = prices.get(name, 0.0)
        cost = unit * qty
        if budget.charge(cost):
            bought.append(name)
        else:
            missed.append(name)
    spare.charge(2.5)
    print("left", round(budget.left(), 2), "missed", missed)
    print("spare left", spare.left())
    return bought


def weekly(plan, prices):
    wanted = [(name, qty) for name, qty in plan if qty > 0]
    bought = shop(wanted, prices, 40.0)
    return ", ".join(bought)


def main(plan):
    prices = {"bread": 2.5, "milk": 1.2, "cheese": 9.0, "coffee": 14.0}
    text = weekly(plan, prices)
    return "bought: " + text


if __name__ == "__main__":
    print(main([("bread", 2), ("coffee", 2), ("milk", 3), ("cheese", 1), ("jam", 0)]))
