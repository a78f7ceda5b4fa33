"""Apply one named handler to a list of values."""
from handlers import make_handlers


def apply_all(values, op, scale):
    table = make_handlers(scale)
    label = op.upper()
    out = []
    for v in values:
        out.append(table[op](v))
    return label, out


if __name__ == "__main__":
    print(apply_all([1, 2, 3], "shift", 3))
