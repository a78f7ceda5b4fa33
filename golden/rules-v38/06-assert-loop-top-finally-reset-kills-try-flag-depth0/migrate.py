"""Apply schema migrations to a SQLite database, one batch of statements per migration."""
import sqlite3

from batches import run_batches

SCHEMA = ["CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)"]
EMAIL = ["ALTER TABLE users ADD COLUMN email TEXT", "CREATE INDEX users_email ON users (email)"]
SEED = ["INSERT INTO users (name) VALUES ('root')", "INSERT INTO users (name) VALUES ('guest')"]
BROKEN = ["INSERT INTO users (name) VALUES ('ghost')", "INSERT INTO nowhere VALUES (1)"]


def migrate(path, plan, limit):
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        applied = run_batches(conn, plan, max_statements=limit)
    except (sqlite3.Error, ValueError) as exc:
        print("migration failed:", exc)
        applied = None
    users = conn.execute("SELECT count(*) FROM users").fetchone()[0]
    conn.close()
    return applied, users


if __name__ == "__main__":
    print(migrate(":memory:", [SCHEMA, EMAIL, SEED], 5))
    print(migrate(":memory:", [SCHEMA, SEED, BROKEN], 5))
    print(migrate(":memory:", [SCHEMA, EMAIL, SEED], 1))
