"""Human-readable sizes for the disk reports."""

SUFFIXES = ("KiB", "MiB", "GiB", "TiB")
STEP = 1024


def human(kib, style="plain"):
    value = float(kib)
    index = 0
    while value >= STEP and index < len(SUFFIXES) - 1:
        value = value / STEP
        index += 1
    if style == "full":
        return f"{value:.2f} {SUFFIXES[index]}"
    return f"{value:.0f} {SUFFIXES[index]}"


def parse(text):
    number, _, suffix = text.partition(" ")
    power = SUFFIXES.index(suffix) if suffix else 0
    return int(float(number) * STEP ** power)
