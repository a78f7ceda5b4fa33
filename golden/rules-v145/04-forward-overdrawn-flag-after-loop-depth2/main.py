"""Nightly overdraft review."""

from ledger import review

FLOOR = -100
ACCOUNTS = {
    "alice": [500, -200, -350, 120],
    "bob": [50, -120, -60, 300],
    "carol": [],
    "dave": [20, -90, -40],
}


def banner(text):
    print("-" * len(text))
    print(text)
    print("-" * len(text))


banner("overdraft review")
flagged = review(ACCOUNTS, FLOOR)
if flagged:
    print("needs review:", ", ".join(flagged))
else:
    print("all clear")
