"""Nightly import of customer rows."""
import time

import metrics


def import_rows(rows, store, resume=False):
    if not resume:
        metrics.start(time.time())
    print(metrics.banner())
    for row in rows:
        number = metrics.next_batch()
        if number % 100 == 0:
            print("batch", number)
        if not row.get("id"):
            metrics.fail("row without id")
            continue
        store.save(row)
        metrics.count("saved")
    report = metrics.summary(time.time())
    store.save_report(report)
    return report
