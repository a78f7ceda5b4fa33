"""An append-only JSON-lines journal of deployment events."""
import json


class Journal:
    def __init__(self, path, source):
        self.source = source
        self.events = []
        self._fh = open(path, "a", encoding="utf-8")

    def __enter__(self):
        return self

    def record(self, kind, detail):
        entry = {"source": self.source, "kind": kind, "detail": detail}
        self.events.append(entry)
        self._fh.write(json.dumps(entry) + "\n")

    def summary(self):
        kinds = sorted({e["kind"] for e in self.events})
        return self.source + ": " + ", ".join(kinds) + " in " + self._fh.name

    def __exit__(self, exc_type, exc, tb):
        self._fh.close()
        return False
