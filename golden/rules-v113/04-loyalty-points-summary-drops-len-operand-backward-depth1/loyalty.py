"""Loyalty points for a priced basket."""


def basket_value(basket, prices):
    total = None
    for code in basket:
        line = prices[code] * basket[code]
        if total is None:
            total = line
        else:
            total = total + line
    return total


def tier_bonus(tier, size):
    if tier == "gold":
        bonus = 50
    elif tier == "silver":
        bonus = 20
    else:
        bonus = 0
    print("tier", tier, "for", size, "lines")
    return bonus


def loyalty_points(basket, prices, tier):
    size = len(basket)
    gross = basket_value(basket, prices)
    bonus = tier_bonus(tier, size)
    cents = gross.cents
    points = cents // 100 + bonus
    return points
