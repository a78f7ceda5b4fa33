"""Monthly fee run over a list of accounts."""
from accounts import Account


def run_month(accounts, rate, period, base=4.0, floor=1.5):
    fee = max(floor, round(base * rate, 2))
    title = "Fees for " + period
    frozen = []
    total = 0.0
    for acct in accounts:
        if acct.frozen:
            frozen.append(acct.owner)
        else:
            total += acct.charge(fee)
    first = accounts[0].balance
    print(title, "- first balance", first)
    print("frozen:", ", ".join(frozen))
    return total


if __name__ == "__main__":
    book = [Account("ann", 20.0), Account("bob", 3.0, frozen=True), Account("cy", 2.0)]
    collected = run_month(book, 1.25, "June")
    print(collected, [a.describe() for a in book])
