"""Build the rsync commands of a nightly backup."""
import sys

from cmdline import Command


def backup_command(src, dest, bwlimit, verbose, delete):
    c = Command("rsync")
    c = c.flag("--archive")
    print("base", c.describe())
    if verbose:
        c = c.flag("--verbose")
    c = c.flag("--bwlimit", bwlimit)
    dry = Command("rsync")
    dry = dry.flag("--dry-run")
    if delete:
        c.flag("--delete")
    rsh = "ssh -p %d" % 2222
    c.setenv("RSYNC_RSH", rsh)
    dry.setenv("RSYNC_RSH", rsh)
    print("dry run:", dry.render())
    text = c.render()
    return text + " " + src + " " + dest


def nightly(jobs, verbose):
    lines = []
    for job in jobs:
        line = backup_command(job["src"], job["dest"], job.get("bwlimit", 500), verbose, job.get("delete", False))
        lines.append(line)
    return lines


def main(argv):
    verbose = "-v" in argv
    jobs = [{"src": "/srv/www/", "dest": "backup:/www/"}, {"src": "/home/", "dest": "backup:/home/", "bwlimit": 200, "delete": True}]
    for line in nightly(jobs, verbose):
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
