"""Validate incoming records and normalise the ones that are complete."""


def normalize(record, required):
    cleaned = {}
    for key in required:
        cleaned[key] = str(record[key]).strip()
    return cleaned


def validate(batch, required):
    accepted = []
    problems = []
    for number, record in enumerate(batch, 1):
        try:
            missing = [key for key in required if key not in record]
            if missing:
                raise KeyError(missing[0])
            row = normalize(record, required)
        except KeyError:
            problems.append("record %d lacks %s" % (number, ", ".join(missing)))
            row = None
        if row is not None:
            accepted.append(row)
    assert len(accepted) + len(problems) == len(batch), "lost records"
    return accepted, problems
