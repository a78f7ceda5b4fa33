"""Per-record checks that collect problems into a caller-owned list."""
from errors import FieldProblem

PENALTIES = {"missing": 5, "format": 2}
REQUIRED = ("name", "email")


def penalty_for(kind, field):
    base = PENALTIES[kind]
    return base * 2 if field == "email" else base


def check_record(record, found):
    record_id = str(record.get("id", "?")).upper()
    for field in REQUIRED:
        value = str(record.get(field, "")).strip()
        if not value:
            problem = FieldProblem(record_id, field, penalty_for("missing", field))
        elif field == "email" and "@" not in value:
            problem = FieldProblem(record_id, field, penalty_for("format", field))
        else:
            continue
        found.append(problem)
    return len(found)
