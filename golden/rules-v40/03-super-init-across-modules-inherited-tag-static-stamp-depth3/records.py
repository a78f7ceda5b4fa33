"""Structured log records: the base value class."""
import time

SOURCE = "app"


class Record:
    def __init__(self, kind, fields, stamp=None, source=SOURCE):
        self.kind = kind
        self.fields = dict(fields)
        self.stamp = Record.normalize_stamp(stamp)
        self.source = source
        self.tags = []

    @staticmethod
    def normalize_stamp(stamp):
        if stamp is None:
            return int(time.time())
        return int(stamp)

    def tag(self, label):
        if label not in self.tags:
            self.tags.append(label)

    def to_line(self):
        pairs = " ".join(f"{key}={value!r}" for key, value in sorted(self.fields.items()))
        return f"{self.stamp} [{self.source}] {self.kind} {pairs}"
