from bank import open_account


def apply_fee(acc, fee):
    if fee > acc.balance:
        return False
    acc.balance = acc.balance - fee
    return True


def monthly(accounts, base):
    fee = base * 2
    title = "fee run " + str(base)
    charged = 0
    stopped = False
    for acc in accounts:
        ok = apply_fee(acc, fee)
        if not ok:
            stopped = True
            break
        charged = charged + fee
        print("charged", acc.describe())
    print(title)
    print("stopped", stopped)
    return charged


def main():
    accts = [open_account(10), open_account(7), open_account(2), open_account(9)]
    spare = open_account(50)
    spare.deposit(5)
    total = monthly(accts, 2)
    print("total", total)
    print("spare", spare.describe())


main()
