"""One-line summaries of a deployment run."""

SUFFIX = {True: ".", False: "!"}


def summary(service, hosts, results):
    total = len(hosts)
    count = results.count("ok")
    failed = [h for h, r in zip(hosts, results) if r != "ok"]
    bad = len(failed)
    line = "{service}: {count} of {total} ok".format(service=service.upper(), count=count, total=len(results))
    if failed:
        line += " (failed: {bad})".format(bad=", ".join(failed))
    print("{0} of {1} hosts failed".format(bad, total))
    text = "%s%s" % (line, SUFFIX[count == len(hosts)])
    return text


def announce(run):
    names = run["hosts"]
    states = [run["states"][n] for n in names]
    label = run["service"]
    message = summary(label, names, states)
    return message
