"""Run batches of SQL statements, each in its own explicit transaction."""


def run_batches(conn, batches, max_statements=50):
    in_tx = False
    done = 0
    for number, batch in enumerate(batches, 1):
        assert not in_tx, "batch %d started inside a transaction" % number
        conn.execute("BEGIN")
        in_tx = True
        try:
            if len(batch) > max_statements:
                raise ValueError("batch %d has %d statements" % (number, len(batch)))
            for statement in batch:
                conn.execute(statement)
            conn.execute("COMMIT")
            in_tx = False
            done += 1
        finally:
            if in_tx:
                conn.execute("ROLLBACK")
            in_tx = False
    return done
