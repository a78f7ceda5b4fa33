"""Header block parsing."""

SEP = ":"


def parse(block):
    fields = {}
    for line in block.splitlines():
        if SEP not in line:
            continue
        name, value = line.split(SEP, 1)
        fields[name.strip().lower()] = value.strip()
    return fields


def subject(fields):
    return fields.get("subject", "(none)")


def is_bulk(fields):
    return fields.get("precedence", "") == "bulk"
