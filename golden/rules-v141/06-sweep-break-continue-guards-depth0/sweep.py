from bank import open_account, total_balance


def sweep(accounts, reserve, overflow, limit):
    moved = 0
    frozen = []
    reserve.label = "sweep"
    for acc in accounts:
        if acc.frozen:
            frozen.append(acc.balance)
            continue
        if moved >= limit:
            overflow.balance = overflow.balance + acc.balance
            break
        if acc.balance > 100:
            reserve.balance = reserve.balance + acc.balance - 100
            moved = moved + 1
    print(len(frozen), "frozen")
    kept = reserve.balance
    return kept


def main():
    reserve = open_account(0)
    overflow = open_account(0)
    accounts = [open_account(150), open_account(900, True), open_account(130), open_account(400)]
    kept = sweep(accounts, reserve, overflow, 2)
    print(kept, overflow.balance, total_balance(accounts))


main()
