"""Defaults of the ledger report; the command line may override some."""

PAGE = 20
WIDTH = 60
CURRENCY = "EUR"
SKIP_ZERO = True

TITLE = "Household ledger"
DATE_FORMAT = "%Y-%m-%d"

COLUMNS = (
    ("label", 30),
    ("amount", 12),
)
FOOTER = "end of report"
