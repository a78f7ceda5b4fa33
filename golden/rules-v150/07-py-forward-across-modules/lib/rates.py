def apply_rate(amount):
    rate = 4
    fee = 1
    print(fee)
    return amount * rate
