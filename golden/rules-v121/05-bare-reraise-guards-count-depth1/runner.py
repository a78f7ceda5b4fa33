"""Run several batches, carrying on when one of them is rejected."""
from batch import import_batch
from errors import BatchRejected, ParseError

BATCHES = {
    "monday": ["cash 120", "", "bank 75"],
    "tuesday": ["cash 10", "bank", "cash 5"],
    "wednesday": ["", "", "bank 300"],
}


def run(batches):
    ledger = []
    log = []
    counts = {}
    for name, lines in batches.items():
        try:
            count = import_batch(lines, ledger, log)
        except ParseError as err:
            log.append(str(BatchRejected(name, err)))
            continue
        counts[name] = count
    return counts, ledger, log


def main():
    counts, ledger, log = run(BATCHES)
    for line in log:
        print(line)
    print("counts:", counts)
    print("ledger total:", sum(amount for _, amount in ledger))


if __name__ == "__main__":
    main()
