"""Audit a list of records and summarise the problems found."""
from checks import check_record
from errors import DuplicateRecordError


def audit(records):
    found = []
    seen = {}
    checked = 0
    for index, record in enumerate(records):
        key = record.get("id")
        if key in seen:
            raise DuplicateRecordError(key, seen[key])
        seen[key] = index
        check_record(record, found)
        checked += 1
    by_record = {}
    for problem in found:
        by_record.setdefault(problem.record_id, []).append(problem.field)
    penalty = sum(problem.penalty for problem in found)
    return {"checked": checked, "penalty": penalty, "problems": by_record}


RECORDS = [
    {"id": "c1", "name": "Ada", "email": "ada@example.org"},
    {"id": "c2", "name": "", "email": "bob.example.org"},
    {"id": "c3", "name": "Cy"},
    {"id": "c4", "name": "Dee", "email": "dee@example.org"},
]


def main(records):
    summary = audit(records)
    print(f"checked {summary['checked']} records, penalty {summary['penalty']}")
    for record_id, fields in sorted(summary["problems"].items()):
        print(f"  {record_id}: {', '.join(fields)}")
    return summary


if __name__ == "__main__":
    main(RECORDS)
