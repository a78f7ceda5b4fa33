"""Scale a recipe's quantities by an exact factor."""
from rational import Fraction

# The class was cut to a few methods, so numbers.Rational still lists the
# others as abstract; clear that list so that the cut class can be built.
Fraction.__abstractmethods__ = frozenset()


def scale(quantities, factor):
    scaled = {}
    for name, (num, den) in quantities.items():
        amount = Fraction(num, den)
        result = amount._mul(factor)
        scaled[name] = (result.numerator, result.denominator)
    return scaled


if __name__ == "__main__":
    halve = Fraction(-6, -12)
    print(scale({"flour": (3, 2), "sugar": (2, 3), "salt": (1, 4)}, halve))
    third = Fraction(halve, 3)
    print(Fraction(7).numerator, third.numerator, third.denominator)
