"""Import user records into a directory, skipping or rejecting duplicate ids."""
from schema import coerce, describe


def import_rows(rows, directory, strict=False):
    added = []
    failures = 0
    processed = 0
    for row in rows:
        try:
            record = coerce(row)
            if record["id"] in directory:
                raise KeyError(record["id"])
            directory[record["id"]] = record
        except KeyError:
            failures += 1
            if strict:
                raise
            continue
        finally:
            processed += 1
        added.append(record["id"])
    print("processed", processed, "rows,", failures, "rejected")
    return added


def nightly(batches, strict):
    directory = {}
    report = []
    for name, rows in batches:
        added = import_rows(rows, directory, strict=strict)
        report.append("%s: %s" % (name, ", ".join(added)))
    return directory, report


if __name__ == "__main__":
    batches = [("a", [["1", "Ada  L", "ADA@x.org"], ["2", "Bob", "bob@x.org"]]), ("b", [["2", "Bob", "b@x"], ["3", " Cy", "cy@x.org"]])]
    directory, report = nightly(batches, False)
    print(sorted(directory), report, describe(directory["1"]))
    try:
        nightly(batches, True)
    except KeyError as exc:
        print("strict import stopped at id", exc)
