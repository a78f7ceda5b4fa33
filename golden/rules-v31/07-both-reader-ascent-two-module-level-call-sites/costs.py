"""Print this month's cloud costs, then the rounded total for the summary slide."""
import money

COSTS = {"compute": 1234567.891, "storage": 88.125, "egress": -9.5}


def cents(value):
    return round(value * 100) / 100


def total(costs):
    return cents(sum(costs.values()))


print("compute", money.amount(COSTS["compute"], "EUR"))
money.set_separator(" ")
money.set_precision(0)
print("total", money.amount(total(COSTS), "EUR"))
money.set_precision(2)
