"""Queries behind the monthly reports."""
from query import Query


def overdue_sql(customer, days, sort_key):
    reason = "overdue report for %s" % customer
    limit = days * 86400
    query = Query("invoices").where("customer", customer)
    query = query.comment(reason).where("age", limit).checked()
    text = query.order_by(sort_key).sql()
    return text


def monthly(customers, sort_key="due"):
    queries = []
    for customer in customers:
        queries.append(overdue_sql(customer, 30, sort_key))
    return queries


def run_all(book):
    return monthly(book["customers"])
