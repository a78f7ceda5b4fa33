"""Ledger entries as typing.NamedTuple records, built in a loop and aggregated."""
from typing import NamedTuple


class Entry(NamedTuple):
    account: str
    cents: int
    memo: str


def parse_rows(text):
    rows = []
    for raw in text.strip().splitlines():
        account, amount, memo = raw.split(",")
        rows.append((account.strip(), amount.strip(), memo))
    return rows


def load(rows):
    entries = []
    skipped = 0
    for account, amount, memo in rows:
        cents = int(round(float(amount) * 100))
        if cents == 0:
            skipped += 1
            continue
        entries.append(Entry(account, cents, memo.strip()))
    print(f"skipped {skipped} empty rows")
    return entries


def balance(entries, account):
    total = 0
    count = 0
    for e in entries:
        count += 1
        if e.account == account:
            total += e.cents
    return total
