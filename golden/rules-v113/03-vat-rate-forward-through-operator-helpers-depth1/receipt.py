"""Receipt arithmetic and formatting helpers."""


def add_all(amounts):
    total = amounts[0]
    for amount in amounts[1:]:
        total = total + amount
    return total


def tax_on(amount, rate):
    if rate <= 0:
        return amount * 0
    fraction = rate / 100
    share = amount * fraction
    return share


def render(title, amount):
    label = title.ljust(8)
    text = f"{amount}"
    return label + text.rjust(12)


def widest(amounts):
    best = amounts[0]
    for amount in amounts:
        if best < amount:
            best = amount
    return best
