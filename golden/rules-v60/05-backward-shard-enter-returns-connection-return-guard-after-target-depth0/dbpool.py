"""Shards of a small SQLite-backed store; a shard lends out its connection in a with block."""
import sqlite3


class Connection:
    def __init__(self, path):
        self.raw = sqlite3.connect(path)

    def fetch(self, sql, params):
        return self.raw.execute(sql, params).fetchall()

    def run(self, sql, params):
        self.raw.execute(sql, params)

    def commit(self):
        self.raw.commit()


class Shard:
    def __init__(self, name, path):
        self.name = name
        self._conn = Connection(path)

    def __enter__(self):
        return self._conn

    def __exit__(self, exc_type, exc, tb):
        self._conn.commit()
        return False
