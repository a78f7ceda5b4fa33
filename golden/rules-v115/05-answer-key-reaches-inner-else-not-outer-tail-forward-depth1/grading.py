"""Grade exam sheets: marking a sheet stops at its first blank answer."""


def grade(sheets, key_text, pass_mark):
    key = key_text.split()
    results = {}
    marked = 0
    for student, answers in sheets:
        score = 0
        for given, right in zip(answers, key):
            if given is None:
                status = "incomplete"
                break
            if given == right:
                score += 1
        else:
            status = "pass" if score >= pass_mark else "fail"
        results[student] = (score, status)
        marked += 1
    print("marked", marked, "sheets")
    return results
