from bank import open_account, transfer


def split_interest(primary, backup, rate, ledger):
    primary.note = "interest"
    backup.balance = backup.balance - 1
    if primary.balance < 0:
        primary.balance = 0
    earned = primary.balance * rate // 100
    ledger.append(earned)
    primary.balance = primary.balance + earned
    backup.note = "fee"
    if earned > 10:
        ledger.append("large")
    label = primary.note
    print("note", label)
    total = primary.balance + backup.balance
    return total


def main():
    first = open_account(500, "first")
    second = open_account(80, "second")
    transfer(first, second, 20)
    ledger = []
    total = split_interest(first, second, 5, ledger)
    print(total, ledger, first.describe(), second.describe())


main()
