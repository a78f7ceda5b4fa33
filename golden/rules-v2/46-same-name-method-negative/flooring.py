"""Floor tiling estimates."""
from shapes import Square


def tile_cover(side, count):
    tile = Square(side)
    return tile.area() * count


def border_length(side, count):
    tile = Square(side)
    return tile.perimeter() * count
