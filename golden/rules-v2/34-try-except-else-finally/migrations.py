"""Schema migrations with a journal."""
import time
from operator import attrgetter


def apply_migration(conn, migration, journal):
    started = time.time()
    conn.begin()
    try:
        migration.up(conn)
    except Exception as exc:
        conn.rollback()
        state = "failed: %s" % exc
    else:
        conn.commit()
        state = "applied"
    finally:
        duration = time.time() - started
    journal.append((migration.name, state, duration))
    return state


def pending(migrations, applied):
    todo = [m for m in migrations if m.name not in applied]
    todo.sort(key=attrgetter("version"))
    return todo


def migrate(conn, migrations, applied):
    journal = []
    for m in pending(migrations, applied):
        status = apply_migration(conn, m, journal)
        if status != "applied":
            break
    return journal
