"""A prepaid wallet kept in closures: top up, charge and read one shared balance."""


def open_wallet(credit):
    if credit < 0:
        raise ValueError("credit cannot be negative")
    balance = credit

    def top_up(amount):
        nonlocal balance
        balance += amount
        return balance

    def charge(price):
        nonlocal balance
        if price > balance:
            return False
        balance -= price
        return True

    def remaining():
        return balance

    return top_up, charge, remaining
