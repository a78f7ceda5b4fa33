"""Convert ledger entries to the base currency and post them."""
from errors import LedgerError
from parsing import parse_amount

BASE_CURRENCY = "EUR"
RATES = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17}
LARGE_AMOUNT = 500.0


def convert(entry, notes):
    rate = RATES[entry.get("currency", BASE_CURRENCY)]
    converted = 0.0
    try:
        amount = parse_amount(entry)
        converted = amount * rate
    except LedgerError as err:
        message = f"rejected {err.entry_id}: {err.reason}"
    else:
        message = f"{entry['id']} converted at {rate}"
    finally:
        message = f"processed {entry['id']}"
    notes.append(message)
    return round(converted, 2)


def post_entries(entries):
    notes = []
    large = []
    total = 0.0
    for entry in entries:
        value = convert(entry, notes)
        total += value
        if value >= LARGE_AMOUNT:
            large.append(entry["id"])
    return {"total": round(total, 2), "large": large, "notes": notes}


ENTRIES = [
    {"id": "t1", "amount": "120.50", "currency": "USD"},
    {"id": "t2", "amount": "", "currency": "EUR"},
    {"id": "t3", "amount": "480", "currency": "GBP"},
    {"id": "t4", "amount": "12,5"},
]


def main(entries):
    books = post_entries(entries)
    for note in books["notes"]:
        print("note:", note)
    print("large entries:", ", ".join(books["large"]) or "none")
    print(f"total: {books['total']:.2f} {BASE_CURRENCY}")
    return books["total"]


if __name__ == "__main__":
    main(ENTRIES)
