"""Load a named report and record how loading went."""
from errors import ReportError
from rows import check_columns, normalise, parse_rows

SOURCES = {
    "march": "ada, 120\nbob, 75\n\ncy, 1_030\n",
    "april": "ada, 90\nbob, lots\n",
    "may": "ada, -5\n",
}


def read_source(name):
    text = SOURCES.get(name, "")
    return text.replace("\r\n", "\n")


def load_report(name, log):
    status = "pending"
    rows = []
    try:
        text = read_source(name)
        rows = parse_rows(text)
        check_columns(rows)
    except ReportError as err:
        log.append(f"{name}: {err}")
        status = "invalid"
    else:
        rows = normalise(rows)
        status = "ok"
    finally:
        status = f"{len(rows)} rows"
    return status


MONTHS = ["march", "april", "may", "june"]


def main(months):
    log = []
    results = {}
    for month in months:
        status = load_report(month, log)
        results[month] = status
    for line in log:
        print("warning:", line)
    for month, status in results.items():
        print(f"{month}: {status}")
    return results


if __name__ == "__main__":
    main(MONTHS)
