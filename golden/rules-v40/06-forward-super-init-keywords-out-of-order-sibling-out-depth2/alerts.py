"""Disk alerts raised by the monitoring job."""
from notify import Notification


class DiskAlert(Notification):
    def __init__(self, host, share, owner):
        super().__init__(owner, urgent=share >= 95, subject=f"{host} disk almost full")
        self.host = host
        self.share = share


class DigestNotice(Notification):
    def __init__(self, owner, hosts):
        super().__init__(owner, f"{hosts} hosts checked")


def check_disks(readings, owner, limit):
    alerts = []
    for host, used in readings:
        if used < limit * 0.8:
            continue
        share = round(100 * used / limit)
        alerts.append(DiskAlert(host, share, owner))
    digest = DigestNotice(owner, len(readings))
    return [digest] + alerts


def report(readings, owner, limit=500):
    lines = []
    for notice in check_disks(readings, owner, limit):
        lines.append(notice.envelope())
    return "\n".join(lines)


if __name__ == "__main__":
    print(report([("db1", 490), ("web1", 120), ("db2", 430)], "ops@example.com"))
