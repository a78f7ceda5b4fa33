"""Regex helpers shared by the invoice tools."""
import re

AMOUNT = re.compile(r"total:\s*\$?([\d,]+\.\d{2})", re.IGNORECASE)
NUMBER = re.compile(r"invoice\s+#(\d+)", re.IGNORECASE)


def grab(pattern, text, fallback, tag):
    m = pattern.search(text)
    if m is None:
        print(f"{tag}: no match for {pattern.pattern!r}")
        return fallback
    value = m.group(1)
    return value.replace(",", "")


def first_word(text):
    head, _, _ = text.strip().partition(" ")
    return head


def digits_only(text):
    return re.sub(r"\D", "", text)
