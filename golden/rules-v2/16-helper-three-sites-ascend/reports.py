"""Canned report queries."""
from query import Select


def overdue_query(dialect):
    q = Select("invoices", dialect)
    q.column("id")
    q.column("due_date")
    q.filter("status", "=")
    q.order_by("due_date")
    return q.sql()
