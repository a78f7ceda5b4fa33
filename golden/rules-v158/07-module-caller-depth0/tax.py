def tax(price):
    rate = 3
    due = price * rate
    return due

PRICE = 50
UNUSED = 8
RESULT = tax(PRICE)
print(RESULT, UNUSED)
