"""Nightly backup job: write today's archive and prune the old ones."""
from rotate import rotate

KEEP = 2


def nightly(listing, config, today):
    keep = config.get("keep", KEEP)
    plan = rotate(listing, config["prefix"], today, keep)
    for old in plan["delete"]:
        print("rm", old)
    written = plan["write"]
    return written


def run(configs, listing, today):
    done = []
    for config in configs:
        done.append(nightly(listing, config, today))
    return done


if __name__ == "__main__":
    LISTING = ["db-20240101.tar.gz", "db-20240102.tar.gz", "db-20240103.tar.gz", "www-20240103.tar.gz", "notes.txt"]
    print(run([{"prefix": "db"}, {"prefix": "www", "keep": 0}], LISTING, "20240104"))
