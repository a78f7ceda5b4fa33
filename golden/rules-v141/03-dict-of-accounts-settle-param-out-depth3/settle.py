from ledger import new_account


def settle(book, transfers, rejected):
    applied = 0
    for name, amount in transfers:
        if name not in book:
            rejected.append(name)
            continue
        before = book[name].current()
        book[name].deposit(amount)
        applied = applied + 1
        if book[name].current() == before:
            rejected.append(name)
    return applied


def main():
    ann = new_account(120)
    bob = new_account(80)
    spare = new_account(5)
    book = {"ann": ann}
    book["bob"] = bob
    spare.deposit(40)
    transfers = [("ann", 30), ("zed", 9), ("bob", -200), ("ann", 0)]
    rejected = []
    count = settle(book, transfers, rejected)
    print(book["ann"].balance, spare.balance)
    print(count, rejected)


main()
