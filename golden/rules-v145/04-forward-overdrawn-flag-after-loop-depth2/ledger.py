"""Overdraft audit for account ledgers."""


def audit(entries, floor):
    """Return "review" if the running balance ever fell below floor."""
    balance = 0
    overdrawn = False
    deposits = 0
    for amount in entries:
        balance += amount
        if amount > 0:
            deposits += amount
        if balance < floor:
            overdrawn = True
    print(f"deposits={deposits} closing={balance}")
    if overdrawn:
        status = "review"
    else:
        status = "ok"
    return status


def review(accounts, floor):
    flagged = []
    checked = 0
    for name, entries in accounts.items():
        checked += 1
        verdict = audit(entries, floor)
        if verdict != "ok":
            flagged.append(name)
    print("checked", checked, "accounts")
    return flagged
