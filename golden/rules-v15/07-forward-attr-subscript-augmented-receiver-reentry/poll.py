"""Run a weighted poll over member ballots."""
from tally import Tally


def weight_for(member):
    return 2 if member.get("senior") else 1


def run_poll(options, ballots):
    tally = Tally(options)
    skipped = 0
    for member, choice in ballots:
        if not choice:
            skipped += 1
            continue
        w = weight_for(member)
        tally.record(choice, w)
    top = tally.winner()
    print("skipped", skipped)
    return top


def announce(options, ballots):
    top = run_poll(options, ballots)
    print("winner:", top)
    return top
