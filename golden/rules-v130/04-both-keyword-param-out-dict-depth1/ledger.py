"""Ledger helpers."""


def record(amount, *, into, key, sign=1, memo=""):
    entry = amount * sign
    into[key] = entry
    print("recorded", key, memo)
    return entry


def balance(entries, opening=0.0):
    total = opening
    for k in entries:
        total += entries[k]
    return total


def reverse_entry(book, key):
    book[key] = -book[key]
    return book[key]
