"""Statements: every invoice in cents, then what is still due."""
from invoice import Invoice


def balance_due(invoices, paid, customer):
    owed = sum(inv.net for inv in invoices)
    outstanding = owed - paid
    tag = f"balance for {customer}"
    if outstanding <= 0:
        return 0
    due = Invoice.to_cents(outstanding, tag)
    return due


def statement(invoices, paid):
    lines = [f"{inv!r} -> {inv.total_cents()} cents" for inv in invoices]
    due = balance_due(invoices, paid, invoices[0].customer)
    lines.append(f"due: {due} cents")
    return lines


def overdue(invoices, limit):
    return [inv for inv in invoices if inv.net > limit]
