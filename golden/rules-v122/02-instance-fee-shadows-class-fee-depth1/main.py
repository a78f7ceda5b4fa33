"""Entry point: one account, one day of transfers."""
from billing import Account
from ledger import open_and_run

TRANSFERS = [120.0, -5.0, 600.0, 80.0, 400.0]


def report(account, spent):
    print(account, "spent", round(spent, 2))
    print("fee now", account.fee, "class default", Account.fee)
    print("history", account.history)


def main():
    account, spent = open_and_run("Ada & Co", TRANSFERS)
    report(account, spent)
    print("accounts opened:", Account.opened)


if __name__ == "__main__":
    main()
