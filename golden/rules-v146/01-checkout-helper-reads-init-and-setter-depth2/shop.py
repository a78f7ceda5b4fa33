"""Build two carts and print what is due."""
from cart import Cart


def till(rate, coupon):
    sample = Cart(0.1)
    sample.add("cap", 1, 1)
    preview = sample.checkout()
    cart = Cart(rate)
    cart.add("pen", 2, 3)
    cart.add("ink", 5, 1)
    if coupon:
        cart.apply_coupon(coupon)
    total = cart.checkout()
    print("preview", preview, "items", cart.count(), "closed", cart.closed)
    return total


print("due", till(0.25, 4))
