"""Read the cities of a legacy customer export."""
from fixedwidth import cut

DROP = ".-"


def read_rows(lines, field):
    out = []
    for line in lines:
        if not line.strip():
            continue
        out.append(cut(line, field, DROP))
    return out


def cities(lines):
    names = read_rows(lines, "city")
    return sorted(set(names))


if __name__ == "__main__":
    data = ["0001Ann-Marie   Oslo      ", "#0002Bob.Smith   Bergen    ", "   ", "0003Cy          st.-Ives  "]
    print(cities(data))
