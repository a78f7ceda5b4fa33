"""Checkout script: price a basket, pick an offer, print the bill."""

from shop import Basket, Money, PercentOff

UNIT = {"tea": Money(450), "mug": Money(1200), "cake": Money(275)}

basket = Basket({"tea": 2, "mug": 1, "cake": 3})
threshold = Money(2500)
staff = PercentOff(30)
spring = PercentOff(15)

subtotal = Money(0)
items = 0
for code in basket:
    subtotal = subtotal + UNIT[code] * basket[code]
    items = items + basket[code]

if subtotal < threshold:
    offer = spring
else:
    offer = staff
cut = offer(subtotal)
due = subtotal - cut
if due == threshold:
    print("due exactly matches the threshold")
if "cake" in basket:
    print("cake buyers get a free napkin")
print("items:", items, "in", len(basket), "lines")
print("subtotal:", subtotal)
print("discount:", cut)
print(f"due: {due}")
print("still above the threshold:", threshold < due)
