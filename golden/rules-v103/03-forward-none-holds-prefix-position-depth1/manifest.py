"""Build the manifest lines of parcels."""
from labels import count_labels, render


def parcel_lines(parcel):
    weight = parcel["kg"]
    dest = parcel["to"].upper()
    first = render(None, dest)
    second = render("kg", weight, None, 16)
    lines = [first, second]
    if parcel.get("fragile"):
        lines.append(render(None, "FRAGILE", "!"))
    return "\n".join(lines)


def manifest(parcels):
    blocks = []
    for parcel in parcels:
        blocks.append(parcel_lines(parcel))
    text = "\n\n".join(blocks)
    return text, count_labels(text.splitlines())


if __name__ == "__main__":
    body, total = manifest([{"kg": 2.5, "to": "oslo"}, {"kg": 9, "to": "rome", "fragile": True}])
    print(body)
    print(total, "labels")
