"""Nightly report over the web server's access log."""
from logstats import summarize


def nightly(config, mailer):
    logfile = config["access_log"]
    prefix = config.get("ignore_prefix", "#")
    recipients = config.get("report_to", [])
    stats = summarize(logfile, prefix)
    if stats["worst"]:
        mailer.send(recipients, "Failing paths", "\n".join(stats["worst"]))
    return stats
