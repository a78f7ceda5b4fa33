"""Compare user-typed host names label by label after IDNA nameprep."""
from idna_cut import dots, nameprep


def prepared_labels(host):
    labels = []
    for label in dots.split(host):
        if not label:
            continue
        labels.append(nameprep(label))
    return labels


def same_host(typed, known):
    return prepared_labels(typed) == prepared_labels(known)


def checked(label):
    try:
        return nameprep(label)
    except UnicodeError as exc:
        return "rejected: %s" % exc


if __name__ == "__main__":
    print(prepared_labels("B\u00fccher.Example\u3002ORG."))
    print(same_host("MASSE.de", "masse\uff0eDE"))
    print(checked("\ufb01le\u00ad"))
    print(checked("bad\u200elabel"))
    print(checked("\u05d0\u05d1x"))
