"""Print a banner with the kernel release and, when it differs, its build."""
from platver import _norm_version


def kernel_label(release, build):
    base = _norm_version(release)
    full = _norm_version(release, build)
    label = "kernel " + base
    if full != base:
        label += " (build %s)" % full[len(base) + 1:]
    return label


def banner(host, uname_release, patch):
    release = uname_release.split("-")[0]
    build = str(patch).zfill(3)
    label = kernel_label(release, build)
    rule = "=" * (len(label) + 4)
    return "%s\n%s\n  %s" % (rule, host, label)


if __name__ == "__main__":
    print(banner("db-01", "5.15.0-91-generic", 7))
    print(banner("edge", "6.1-rc2", 12))
