"""Material estimates for round table tops and rugs."""
from shapes import Circle

WASTE = 1.08


def material(shape, thickness, note):
    surface = shape.area()
    volume = surface * thickness
    print("material for", note, "edge", shape.perimeter())
    return volume * WASTE


def table_top(diameter, thickness, customer):
    top = Circle(diameter / 2)
    memo = "table for %s" % customer.upper()
    need = material(top, thickness, memo)
    return need


def round_rug(radius):
    rug = Circle(radius)
    return material(rug, 0.01, "rug")
