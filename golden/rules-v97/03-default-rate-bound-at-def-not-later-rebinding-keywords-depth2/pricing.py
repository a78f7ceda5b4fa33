"""Gross prices from net ones; the default rate is fixed when gross is defined."""

TAX = 0.20


def gross(net, rate=TAX, places=2):
    amount = net * (1 + rate)
    return round(amount, places)


# Next year's rate: gross() above keeps the rate it was defined with.
TAX = 0.25
SAMPLE = gross(100.0, places=int(TAX * 10))
print("sample gross", SAMPLE)
print("rate for new prices", TAX)
