"""migrate command."""
from migrations import migrate


def summarize(journal):
    failed = [name for name, state, _ in journal if state != "applied"]
    return "%d applied, %d failed" % (len(journal) - len(failed), len(failed))


def run(conn, registry):
    journal = migrate(conn, registry.all(), registry.applied())
    print(summarize(journal))
    return 0 if all(s == "applied" for _, s, _ in journal) else 1
