"""Turn ledger entries into fixed-size pages of text."""
from config import CURRENCY, SKIP_ZERO


def fmt_row(entry):
    whole, frac = divmod(entry["cents"], 100)
    return f"{entry['label']:<30}{whole:>8}.{frac:02d}"


def paginate(rows, size):
    pages = []
    for start in range(0, len(rows), size):
        pages.append(rows[start:start + size])
    return pages


def render(entries, size, width):
    rows = []
    for entry in entries:
        if SKIP_ZERO and entry["cents"] == 0:
            continue
        rows.append(fmt_row(entry))
    title = f"Ledger ({CURRENCY})".center(width)
    rule = "=" * width
    pages = paginate(rows, size)
    return [title + "\n" + rule + "\n" + "\n".join(page) for page in pages]
