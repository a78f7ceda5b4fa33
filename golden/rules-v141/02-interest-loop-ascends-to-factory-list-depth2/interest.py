from bank import open_account


def credit_interest(accounts, rate, log):
    paid = 0
    for acc in accounts:
        if acc.balance <= 0:
            log.append("skip")
            continue
        bonus = acc.balance * rate // 100
        acc.deposit(bonus)
        log.append(acc.describe())
        paid = paid + acc.balance
    return paid


def main():
    log = []
    accounts = []
    accounts.append(open_account(200))
    accounts.append(open_account(0))
    accounts.append(open_account(50))
    vip = open_account(1000)
    vip.withdraw(100)
    rate = 10
    paid = credit_interest(accounts, rate, log)
    print(paid, vip.balance, len(log))


main()
