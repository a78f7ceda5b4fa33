"""Close a month for a household's two accounts."""
from bank import Account, transfer

FEE = 2


def close_month(rent, pay):
    home = Account("home", 100)
    savings = Account("savings", 500)
    home.deposit(pay)
    savings.deposit(pay // 10)
    transfer(home, savings, rent // 4, "monthly")
    home.charge(FEE)
    savings.charge(FEE * 2)
    savings.owner = "joint savings"
    line = savings.statement()
    kept = savings.balance
    print(home.statement())
    print(line)
    return kept


def year(rents, salary):
    total = 0
    for rent in rents:
        total += close_month(rent, salary)
    return total


if __name__ == "__main__":
    print(year([800, 820, 800], 3000))
