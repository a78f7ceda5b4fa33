"""Apply SQL migrations in order, skipping the ones already in the journal."""
import journal

SOURCES = {"001_users.sql": "CREATE TABLE users", "002_empty.sql": "  ", "003_orders.sql": "CREATE TABLE orders"}


def _apply(name, sql, conn):
    if not sql.strip():
        journal.note("empty migration " + name)
        return False
    conn.append(sql)
    journal.record(name)
    return True


def run_one(name, conn, sources):
    sql = sources.get(name, "")
    if name in journal.history:
        return "already applied"
    ok = _apply(name, sql, conn)
    return "applied" if ok else "skipped"


def migrate(names, sources):
    journal.reset()
    conn = []
    preview = journal.simulate(names)
    for name in names:
        status = run_one(name, conn, sources)
        print(name, status)
    latest = journal.last()
    run_one("999_cleanup.sql", conn, {"999_cleanup.sql": "VACUUM"})
    return latest, preview, len(conn)


if __name__ == "__main__":
    print(migrate(["001_users.sql", "002_empty.sql", "003_orders.sql", "001_users.sql"], SOURCES))
