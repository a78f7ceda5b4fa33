"""Check out two carts, each with its own discount code."""

from cart import new_cart, apply_code


def checkout(cart, code):
    error = apply_code(cart, code)
    if error is not None:
        print(error)
    return cart.total


def main():
    first = new_cart("ana", 200)
    second = new_cart("ben", 80)
    paid_first = checkout(first, "SPRING")
    paid_second = checkout(second, "BOGUS")
    print(paid_first, paid_second)


main()
