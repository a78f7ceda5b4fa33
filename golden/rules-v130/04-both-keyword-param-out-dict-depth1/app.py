from ledger import record, balance


def settle(deposit, withdrawal):
    history = {}
    audit = {}
    record(deposit, memo="in", key="dep", into=history)
    record(withdrawal, sign=-1, into=audit, key="wd", memo="out")
    last = record(5.0, into=history, key="fee")
    end = balance(history, opening=100.0)
    print("audit", audit)
    return end, last


def summary(book):
    lines = []
    for key in sorted(book):
        lines.append(key + "=" + str(book[key]))
    return ", ".join(lines)


if __name__ == "__main__":
    print(settle(40.0, 15.0))
