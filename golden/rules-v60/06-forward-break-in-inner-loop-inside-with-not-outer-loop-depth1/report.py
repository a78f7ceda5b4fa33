"""Rank services by the errors they logged before the end of a shift."""
import os
import tempfile

from logscan import count_errors


def worst_services(folder, services, cutoff, top):
    counts = count_errors(folder, services, cutoff)
    ranked = sorted(counts, key=counts.get, reverse=True)
    quiet = [name for name in services if not counts[name]]
    print("quiet:", ", ".join(quiet))
    return ranked[:top]


def shift_report(folder, shift_end):
    services = sorted(n[:-4] for n in os.listdir(folder) if n.endswith(".log"))
    worst = worst_services(folder, services, shift_end, 2)
    return "worst before " + shift_end + ": " + ", ".join(worst)


if __name__ == "__main__":
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "api.log"), "w", encoding="utf-8") as fh:
        fh.write("08:00:01 [ERROR] db down\n09:30:00 [ERROR] retry\n13:00:00 [ERROR] late\n")
    with open(os.path.join(tmp, "web.log"), "w", encoding="utf-8") as fh:
        fh.write("08:10:00 [INFO] up\n12:30:00 [ERROR] 502\n")
    with open(os.path.join(tmp, "cron.log"), "w", encoding="utf-8") as fh:
        fh.write("07:00:00 [INFO] ran\n")
    print(shift_report(tmp, "12:00:00"))
