"""Field normalisers used by the customer importer."""

COUNTRY_PREFIX = "+44"
MIN_DIGITS = 7


def strip_spaces(text):
    return "".join(text.split())


def normalize_phone(raw):
    digits = strip_spaces(raw)
    if len(digits) < MIN_DIGITS:
        print("suspicious phone number:", raw)
    if digits.startswith("0"):
        digits = COUNTRY_PREFIX + digits[1:]
    return digits


def normalize_tag(raw):
    return raw.strip().lower().replace(" ", "-")
