"""Start-up of the metrics server: address and feature switches."""
import os

from confkit.options import Options, canonical

PREFIX = "metrics-"


def option_name(field):
    return PREFIX + field


def bind_address(pairs):
    opts = Options(pairs, section="server")
    host = opts.get(option_name("host"), "0.0.0.0")
    loud = os.environ.get("METRICS_DEBUG") == "1"
    label = opts.qualified(option_name("port"), loud)
    port = int(opts.get(label, "9100"))
    return host, port


def feature_flags(pairs, names):
    opts = Options(pairs, section="features")
    enabled = []
    for name in names:
        if opts.get(name, "off") == "on":
            enabled.append(canonical(name))
    return enabled
