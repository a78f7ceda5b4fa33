from billing import fee, describe, PREMIUM_RATE


def invoice(base, express):
    note = "priority"
    normal = fee(base)
    rush = fee(express, rate=PREMIUM_RATE, label=note)
    total = normal + rush
    text = describe("invoice", normal, rush)
    print(text)
    return total


def run():
    orders = [120.0, 80.0]
    express = 45.0
    amount = sum(orders)
    result = invoice(amount, express)
    print(result)


if __name__ == "__main__":
    run()
