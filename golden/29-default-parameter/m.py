RATE = 0.2

def taxed(amount, rate=RATE):
    return amount * (1 + rate)

def checkout(price):
    note = "paid"
    shipping = 5
    subtotal = price + shipping
    return taxed(subtotal)
