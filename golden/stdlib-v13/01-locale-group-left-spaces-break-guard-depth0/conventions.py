"""Fixed en_US number conventions, so a ledger does not depend on the host locale."""

US_CONVENTIONS = {
    'decimal_point': '.',
    'thousands_sep': ',',
    'grouping': [3, 3, 0],
    'mon_decimal_point': '.',
    'mon_thousands_sep': ',',
    'mon_grouping': [3, 3, 0],
    'currency_symbol': '$',
}


def localeconv():
    return dict(US_CONVENTIONS)
