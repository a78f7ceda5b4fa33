"""Settle a customer's tab against a spending limit."""


def affordable(charges, limit):
    spent = 0
    count = 0
    while count < len(charges):
        amount = charges[count]
        if spent + amount > limit:
            print("limit reached at charge", count + 1)
            break
        spent += amount
        count += 1
    else:
        spent = round(spent, 2)
    return spent


def settle(balance, charges, limit):
    spent = affordable(charges, limit)
    balance -= spent
    assert balance >= 0, "overdrawn"
    return balance
