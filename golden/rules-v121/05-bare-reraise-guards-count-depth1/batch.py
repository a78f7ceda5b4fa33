"""Import ledger batches line by line."""
from errors import EmptyLineError, ParseError


def parse_entry(line, lineno):
    text = line.strip()
    if not text:
        raise EmptyLineError(lineno)
    account, _, amount = text.partition(" ")
    if not amount:
        raise ParseError(lineno, f"no amount for {account!r}")
    return account, int(amount)


def import_batch(lines, ledger, log):
    imported = 0
    skipped = 0
    for lineno, line in enumerate(lines, start=1):
        try:
            entry = parse_entry(line, lineno)
        except EmptyLineError:
            skipped += 1
            continue
        except ParseError:
            log.append(f"batch aborted at line {lineno}")
            raise
        ledger.append(entry)
        imported += 1
    log.append(f"imported {imported}, skipped {skipped}")
    return imported
