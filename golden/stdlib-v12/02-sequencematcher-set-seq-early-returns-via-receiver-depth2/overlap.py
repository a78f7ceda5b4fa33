"""Report the longest run of text each draft shares with a base text."""
from matcher import SequenceMatcher


def longest_runs(matcher, base, drafts):
    width = len(base)
    matcher.set_seq2(base)
    runs = []
    for draft in drafts:
        if not draft:
            continue
        matcher.set_seq1(draft)
        match = matcher.find_longest_match(0, len(draft), 0, width)
        runs.append(base[match.b:match.b + match.size])
    return runs


if __name__ == "__main__":
    checker = SequenceMatcher(None, "", "")
    report = longest_runs(checker, "the quick brown fox", ["a quick fox", "", "brown fax"])
    print(report)
