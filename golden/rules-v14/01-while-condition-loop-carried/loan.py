"""Loan payoff."""


def payoff(balance, rate, floor):
    months = 0
    paid = 0.0
    while balance > floor:
        interest = balance * rate
        paid += interest
        months += 1
        balance = balance + interest - 100
    print("paid", paid)
    return months


def plan(account):
    start = account["debt"]
    apr = account["apr"] / 12
    note = account["name"]
    n = payoff(start, apr, 0)
    return note, n
