"""Cart totals with a discount helper that reports errors as strings."""

from types import SimpleNamespace

CODES = {"SPRING": 10, "VIP": 25}


def new_cart(owner, total):
    cart = SimpleNamespace()
    cart.owner = owner
    cart.total = total
    return cart


def apply_code(cart, code):
    prefix = "cart of " + cart.owner
    if code is None:
        return prefix + ": no code"
    percent = CODES.get(code)
    if percent is None:
        return prefix + ": unknown code " + code
    cart.total = cart.total - cart.total * percent // 100
    return None
