"""Parse the amount field of a ledger entry."""
from errors import AmountError

THOUSANDS = "_"


def clean(raw):
    text = str(raw).strip().replace(THOUSANDS, "")
    return text.replace(",", ".")


def parse_amount(entry):
    entry_id = entry.get("id", "?")
    raw = clean(entry.get("amount", ""))
    if not raw:
        raise AmountError(entry_id, raw)
    try:
        amount = float(raw)
    except ValueError as err:
        raise AmountError(entry_id, raw) from err
    if amount < 0:
        raise AmountError(entry_id, raw)
    return amount
