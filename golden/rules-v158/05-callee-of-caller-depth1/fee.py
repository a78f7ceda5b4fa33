def fetch_base():
    raw = 40
    return raw + 2

def fee(amount):
    cost = amount * 2
    return cost

def run():
    b = fetch_base()
    total = fee(b)
    print(total)

run()
