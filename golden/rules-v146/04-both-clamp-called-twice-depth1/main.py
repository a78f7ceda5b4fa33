"""Report the usable width of a band."""
from band import Band


def report(low, high):
    band = Band(low, high, 0, 10)
    width = band.span()
    centre = band.middle()
    print("centre", centre)
    return width


print("width", report(-3, 7))
print("width", report(4, 20))
