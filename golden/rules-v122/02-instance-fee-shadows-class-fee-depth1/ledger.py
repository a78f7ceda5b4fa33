"""Runs one day of transfers against an account, within a budget."""
from billing import Account


def run_day(account, transfers, budget):
    channel = "branch" if account.owner.endswith("& Co") else "online"
    spent = 0.0
    for amount in transfers:
        if amount <= 0:
            continue
        if spent + amount > budget:
            print("budget reached before", amount)
            break
        charged = account.settle(amount, channel)
        spent += charged
    return spent


def open_and_run(owner, transfers):
    account = Account(owner, 1000.0)
    spent = run_day(account, transfers, 900.0)
    return account, spent
