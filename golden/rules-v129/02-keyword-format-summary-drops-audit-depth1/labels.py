"""Shelf label helpers."""


def shelf_label(name, qty, unit, audit):
    audit.append(name)
    clean = name.strip()
    clean.title()
    text = "{n}: {q} {u}".format(u=unit, q=qty, n=clean)
    return text


def label_width(labels):
    widest = 0
    for lbl in labels:
        widest = max(widest, len(lbl))
    return widest


def framed(text, width):
    edge = "+" + "-" * (width + 2) + "+"
    return "%s\n| %s |\n%s" % (edge, text.ljust(width), edge)
