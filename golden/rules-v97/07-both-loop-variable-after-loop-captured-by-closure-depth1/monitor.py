"""Summarize the error lines of a service log."""
from scan import last_error


def summarize(log_text, marker="ERROR"):
    lines = log_text.splitlines()
    total = len(lines)
    head, tail = last_error(lines, marker)
    return f"{head}\n{tail} of {total}"


if __name__ == "__main__":
    sample = "boot ok\nERROR disk full\nretry\nERROR  disk still full \nshutdown"
    print(summarize(sample))
    print("checked", len(sample.splitlines()), "lines")
