from bank import open_account, charge_fee


def report(acc, title):
    text = title + ": " + acc.describe()
    print(text)
    return text


def main():
    savings = open_account(100)
    checking = open_account(40)
    savings.deposit(25)
    checking.deposit(10)
    label = savings.describe()
    report(savings, "savings")
    charge_fee(checking, 3)
    charge_fee(savings, 2)
    final = savings.balance
    print(label, final, checking.balance)


main()
