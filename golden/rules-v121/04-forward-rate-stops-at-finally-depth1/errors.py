"""Errors raised while reading and posting ledger entries."""


class LedgerError(Exception):
    """An entry could not be posted."""

    def __init__(self, entry_id, reason):
        super().__init__(f"{entry_id}: {reason}")
        self.entry_id = entry_id
        self.reason = reason


class AmountError(LedgerError):
    """The amount field is missing, negative or malformed."""

    def __init__(self, entry_id, raw):
        super().__init__(entry_id, f"bad amount {raw!r}")
        self.raw = raw


class CurrencyError(LedgerError):
    """The currency has no known exchange rate."""
