"""Validation problems that are collected rather than raised."""


class FieldProblem(ValueError):
    """One field of one record is missing or malformed."""

    def __init__(self, record_id, field, penalty):
        super().__init__(f"{record_id}.{field}: penalty {penalty}")
        self.record_id = record_id
        self.field = field
        self.penalty = penalty


class DuplicateRecordError(ValueError):
    """Two records share an id; the audit cannot continue."""

    def __init__(self, record_id, first_index):
        super().__init__(f"record {record_id!r} repeats entry {first_index}")
        self.record_id = record_id
        self.first_index = first_index
