"""Order pages: one page of recent orders plus a count query for the pager."""
import sys

from query import Query

MAX_ROWS = 50


def recent_orders(customer, requested, log):
    n = min(requested, MAX_ROWS)
    cond = "customer = '%s'" % customer
    q = Query("orders").where(cond).limit(n).checked()
    total_q = Query("orders").where(cond).checked()
    log.append(total_q.sql().replace("SELECT *", "SELECT COUNT(*)"))
    text = q.sql()
    return text


def dashboard(customer, requested):
    log = []
    page = recent_orders(customer, requested, log)
    print("\n".join(log))
    return "<pre>" + page + "</pre>"


if __name__ == "__main__":
    print(dashboard(sys.argv[1] if len(sys.argv) > 1 else "acme", 80))
