"""Charging customer accounts kept in Ledger objects."""
from ledger import Ledger


def charge(book, amount, memo, when):
    note = memo.strip().capitalize()
    balance = book.post(amount, note, when)
    if balance < 0:
        print("overdrawn:", book.account)
    return balance


def open_account(name, deposit, teller):
    book = Ledger(name, 0)
    avg = book.average()
    stamp = teller.upper()
    first = charge(book, deposit, "opening deposit", stamp)
    print(name, avg, first)
    return book


def refund(book, amount, reason):
    memo = "refund: " + reason
    return charge(book, amount, memo, "today")


if __name__ == "__main__":
    acct = open_account("alice", 100, "t1")
    print(acct.statement())
    print(refund(Ledger("bob", 5), 15, "damaged"))
