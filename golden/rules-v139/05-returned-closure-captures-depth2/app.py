"""Print a small price table in two currencies."""
from formatter import make_formatter

PRICES = [3.5, 12, 99.99]
home = "eur"

eur = make_formatter(home)
usd = make_formatter("usd", use_symbol=False)
for amount in PRICES:
    print(eur(amount), usd(amount))
