"""Run a batch of reports, each on its own connection, and check for leaks."""
import pool


def run_report(name, host):
    conn = pool.Connection("postgres://%s/reports" % host)
    rows = len(name) * 3
    if rows > 10:
        conn.close()
    return rows


def leaked(before):
    return pool.in_use() - before


def batch(names, host):
    admin = pool.Connection("postgres://%s/admin" % host)
    before = pool.in_use()
    total = 0
    for name in names:
        total += run_report(name, host)
    extra = leaked(before)
    admin.close()
    print(admin.describe(), "rows", total, "opened", pool.opened())
    return extra


if __name__ == "__main__":
    print("leaked:", batch(["daily", "kpi", "weekly-summary"], "db1"))
