"""A list-backed record store and an auditing mixin for it."""


class MemoryStore:
    def __init__(self):
        self.rows = []

    def save(self, record):
        self.rows.append(record)
        return len(self.rows)

    def total_size(self):
        return sum(row["size"] for row in self.rows)


class AuditMixin:
    def save(self, record):
        note = "saving " + record["id"]
        print(note)
        return super().save(record)


class AuditedStore(AuditMixin, MemoryStore):
    """MRO: AuditedStore, AuditMixin, MemoryStore, object."""
